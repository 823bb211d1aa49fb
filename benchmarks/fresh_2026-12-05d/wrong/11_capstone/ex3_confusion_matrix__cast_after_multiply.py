# Mistake: "compute the index in int64, or `labels * num_classes` wraps around in uint8" — casts to int64 only after computing labels * num_classes + predicted, so with uint8 inputs the index has already wrapped (e.g. label 20 of 30 classes: 20 * 30 = 600 -> 88)
def confusion_matrix(predicted, labels, num_classes):
    index = (labels * num_classes + predicted).long()
    counts = torch.bincount(index, minlength=num_classes * num_classes)
    return counts.reshape(num_classes, num_classes)
