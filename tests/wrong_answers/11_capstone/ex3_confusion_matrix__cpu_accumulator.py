# Diagnosis: domain-raised
# Pitfall (only an accelerator shows it): "the inputs come back unchanged and global state as found" for tensors on any device -- allocates the matrix on the default (CPU) device, so inputs on a GPU fail in index_put_ (device mismatch).
def confusion_matrix(predicted, labels, num_classes):
    matrix = torch.zeros((num_classes, num_classes), dtype=torch.int64)
    matrix.index_put_((labels.to(torch.int64), predicted.to(torch.int64)),
                      torch.ones_like(labels, dtype=torch.int64), accumulate=True)
    return matrix
