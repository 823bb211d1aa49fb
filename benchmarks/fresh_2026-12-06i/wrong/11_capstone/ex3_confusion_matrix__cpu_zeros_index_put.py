# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device" — the matrix is a torch.zeros(...) made on the default (CPU) device and filled with index_put_(accumulate=True) from the inputs; with inputs on a GPU the indices and values live on another device than the matrix and the call raises.
def confusion_matrix(predicted, labels, num_classes):
    matrix = torch.zeros(num_classes, num_classes, dtype=torch.int64)
    ones = torch.ones_like(labels, dtype=torch.int64)
    matrix.index_put_((labels.long(), predicted.long()), ones, accumulate=True)
    return matrix
