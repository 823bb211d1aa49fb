# Mistake: "(int64, int32, uint8: compute the index in int64, or `labels * num_classes` wraps around in uint8)": the index is computed in the inputs' dtype and cast afterwards, so with uint8 inputs and 20 classes `labels * 20 + predicted` wraps past 255 and lands in the wrong cells.
def confusion_matrix(predicted, labels, num_classes):
    index = (labels * num_classes + predicted).long()
    return torch.bincount(index, minlength=num_classes * num_classes).reshape(num_classes, num_classes)
