# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device": the count matrix is made with torch.zeros on the default (CPU) device, so index_put_ with indices on the accelerator fails (device mismatch).
def confusion_matrix(predicted, labels, num_classes):
    matrix = torch.zeros(num_classes, num_classes, dtype=torch.int64)
    ones = torch.ones(labels.shape[0], dtype=torch.int64, device=labels.device)
    matrix.index_put_((labels.long(), predicted.long()), ones, accumulate=True)
    return matrix
