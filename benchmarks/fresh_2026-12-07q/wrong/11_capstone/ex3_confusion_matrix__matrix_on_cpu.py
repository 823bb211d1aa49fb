# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device" - the matrix is allocated with torch.zeros(...) on the CPU and each true class's row is copied into it, so for inputs on a GPU the result comes back on the CPU.
def confusion_matrix(predicted, labels, num_classes):
    matrix = torch.zeros(num_classes, num_classes, dtype=torch.int64)
    for t in range(num_classes):
        matrix[t] = torch.bincount(predicted[labels == t].long(), minlength=num_classes)
    return matrix
