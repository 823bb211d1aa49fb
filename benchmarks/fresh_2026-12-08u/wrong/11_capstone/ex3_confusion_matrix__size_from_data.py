# Mistake: "any length, one sample or none included" (N in {0, 1, 3, 7}) — guarding against labels beyond num_classes with labels.max() / predicted.max() raises RuntimeError on an empty input (max of an empty tensor).
def confusion_matrix(predicted, labels, num_classes):
    seen = int(torch.maximum(labels.max(), predicted.max())) + 1
    n = max(num_classes, seen)
    index = labels.long() * n + predicted.long()
    return torch.bincount(index, minlength=n * n).reshape(n, n)[:num_classes, :num_classes]
