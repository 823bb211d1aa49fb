# Right: scatters ones into an int64 (C, C) zero matrix on the inputs' device with index_put_(..., accumulate=True), indexing by (true, predicted) pairs instead of a flattened bincount.
def confusion_matrix(predicted, labels, num_classes):
    rows = labels.to(torch.int64)
    cols = predicted.to(device=rows.device, dtype=torch.int64)
    matrix = torch.zeros((num_classes, num_classes), dtype=torch.int64, device=rows.device)
    matrix.index_put_((rows, cols), torch.ones_like(rows), accumulate=True)
    return matrix
