# Mistake: "`predicted` and `labels` are 1-D tensors of any integer dtype (int64, int32, uint8: compute the index in int64, or `labels * num_classes` wraps around in uint8)": the index labels * num_classes + predicted is computed in the inputs' dtype and only then turned into int64, so uint8 inputs with num_classes 20 wrap around past 255 (e.g. label 13, predicted 0 lands in row 0, column 4).
def confusion_matrix(predicted, labels, num_classes):
    index = (labels * num_classes + predicted).long()
    return torch.bincount(index, minlength=num_classes * num_classes).reshape(num_classes, num_classes)
