# Mistake: "compute the index in int64, or labels * num_classes wraps around in uint8" - builds labels * num_classes + predicted in the inputs' dtype and casts to int64 afterwards, so uint8 inputs with 20 classes wrap (19 * 20 + 19 = 399 becomes 143).
def confusion_matrix(predicted, labels, num_classes):
    index = (labels * num_classes + predicted).long()
    return torch.bincount(index, minlength=num_classes * num_classes).reshape(num_classes, num_classes)
