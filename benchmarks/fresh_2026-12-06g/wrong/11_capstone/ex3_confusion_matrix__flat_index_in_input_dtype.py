# Mistake: "compute the index in int64, or `labels * num_classes` wraps around in uint8" — casts only the result: (labels * num_classes + predicted).long() is computed in the inputs' dtype first, so for uint8 inputs with num_classes >= 16 the index wraps past 255 and counts land in the wrong cells (int32 and int64 inputs, and the tests cell's small cases, are fine)
def confusion_matrix(predicted, labels, num_classes):
    index = (labels * num_classes + predicted).long()
    return torch.bincount(index, minlength=num_classes * num_classes).reshape(num_classes, num_classes)
