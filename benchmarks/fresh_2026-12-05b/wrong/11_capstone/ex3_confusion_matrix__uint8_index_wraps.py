# Mistake: "`predicted` and `labels` are 1-D tensors of any integer dtype (int64, int32, uint8: compute the index in int64, or `labels * num_classes` wraps around in uint8)" -- builds the bincount index in the inputs' own dtype.
def confusion_matrix(predicted, labels, num_classes):
    index = labels * num_classes + predicted
    counts = torch.bincount(index, minlength=num_classes * num_classes)
    return counts.reshape(num_classes, num_classes)
