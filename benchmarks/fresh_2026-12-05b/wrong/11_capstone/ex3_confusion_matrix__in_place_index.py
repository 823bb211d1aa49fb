# Mistake: "the inputs come back unchanged" -- turns labels into the flat index in place (labels.mul_(...).add_(...)) before counting.
def confusion_matrix(predicted, labels, num_classes):
    flat = labels.long() if labels.dtype != torch.int64 else labels
    flat.mul_(num_classes).add_(predicted.long())
    return torch.bincount(flat, minlength=num_classes ** 2).view(num_classes, num_classes)
