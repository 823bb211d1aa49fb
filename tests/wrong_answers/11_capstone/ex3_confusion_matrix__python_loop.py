# Diagnosis: loops-over-samples
# Pitfall: a Python loop over the samples, one tensor update per image.
def confusion_matrix(predicted, labels, num_classes):
    matrix = torch.zeros(num_classes, num_classes, dtype=torch.int64)
    for t, p in zip(labels, predicted):
        matrix[t, p] += 1
    return matrix
