# Mistake: "any length, one sample or none included" — for robustness the number of classes is widened to the largest value seen (max(num_classes, labels.max() + 1, ...)), and .max() of an empty tensor raises for N = 0.
def confusion_matrix(predicted, labels, num_classes):
    size = max(num_classes, int(labels.max()) + 1, int(predicted.max()) + 1)   # never index out of range
    index = labels.long() * size + predicted.long()
    counts = torch.bincount(index, minlength=size * size).reshape(size, size)
    return counts[:num_classes, :num_classes]
