# Diagnosis: loops-over-samples
# Pitfall: turning the tensors into Python lists and counting pairs is a loop over the samples too.
from collections import Counter


def confusion_matrix(predicted, labels, num_classes):
    counts = Counter(zip(labels.tolist(), predicted.tolist()))
    matrix = torch.zeros(num_classes, num_classes, dtype=torch.int64)
    for (t, p), n in counts.items():
        matrix[t, p] = n
    return matrix
