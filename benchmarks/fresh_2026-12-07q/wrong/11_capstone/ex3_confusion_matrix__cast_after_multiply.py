# Mistake: "compute the index in int64, or `labels * num_classes` wraps around in uint8" - this casts to int64 only after computing labels * num_classes + predicted, so with uint8 inputs and 20 classes a true label of 13 or more wraps around (13 * 20 = 260 -> 4).
def confusion_matrix(predicted, labels, num_classes):
    index = (labels * num_classes + predicted).long()
    counts = torch.bincount(index, minlength=num_classes * num_classes)
    return counts.reshape(num_classes, num_classes)
