# Mistake: "whose entry `[t, p]` counts the images of **true** class `t` predicted as class `p` (rows are the truth)" — follows the argument order (predicted, labels) and bins p * C + t, so the matrix comes back transposed: rows are predictions (equal to the right one only when the matrix is symmetric)
def confusion_matrix(predicted, labels, num_classes):
    idx = predicted.long() * num_classes + labels.long()
    return torch.bincount(idx, minlength=num_classes * num_classes).reshape(num_classes, num_classes)
