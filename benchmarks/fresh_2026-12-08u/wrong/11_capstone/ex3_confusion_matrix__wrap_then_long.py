# Mistake: "compute the index in int64, or labels * num_classes wraps around in uint8" — the cast to int64 comes after the arithmetic, so for uint8 inputs with num_classes = 20 the index t * 20 + p wraps at 256 (e.g. t = 19, p = 0 gives 124) and counts land in the wrong cells.
def confusion_matrix(predicted, labels, num_classes):
    index = (labels * num_classes + predicted).long()
    return torch.bincount(index, minlength=num_classes * num_classes).reshape(num_classes, num_classes)
