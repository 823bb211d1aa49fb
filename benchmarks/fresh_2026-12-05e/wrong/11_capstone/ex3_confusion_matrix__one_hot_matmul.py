# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device" — one_hot(labels).T @ one_hot(predicted) is an int64 matrix product, which the CPU computes but CUDA does not implement for int64 (addmm for Long), so it fails on a GPU
def confusion_matrix(predicted, labels, num_classes):
    t = F.one_hot(labels.long(), num_classes)
    p = F.one_hot(predicted.long(), num_classes)
    return t.T @ p
