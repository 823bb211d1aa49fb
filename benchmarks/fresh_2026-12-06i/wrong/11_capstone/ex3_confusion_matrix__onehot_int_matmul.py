# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device" — the matrix is one_hot(labels).T @ one_hot(predicted), an int64 matrix product: right on the CPU, but CUDA has no integer matmul, so on a GPU it raises ("not implemented for 'Long'").
def confusion_matrix(predicted, labels, num_classes):
    truth = F.one_hot(labels.long(), num_classes)
    guess = F.one_hot(predicted.long(), num_classes)
    return truth.T @ guess
