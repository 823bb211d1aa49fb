# Mistake: "any length, one sample or none included" - grows the matrix defensively with labels.max() / predicted.max(), which raise on empty inputs (N = 0) instead of returning a zero matrix.
def confusion_matrix(predicted, labels, num_classes):
    size = max(num_classes, int(labels.max()) + 1, int(predicted.max()) + 1)
    index = labels.long() * size + predicted.long()
    cm = torch.bincount(index, minlength=size * size).reshape(size, size)
    return cm[:num_classes, :num_classes]
