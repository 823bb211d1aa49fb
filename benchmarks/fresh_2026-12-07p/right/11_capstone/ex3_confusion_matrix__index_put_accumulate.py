# Right: accumulates ones into a zero int64 matrix with index_put_(..., accumulate=True) at (labels, predicted) as int64 indices, instead of one bincount of a flat index.
def confusion_matrix(predicted, labels, num_classes):
    rows, cols = labels.to(torch.int64), predicted.to(torch.int64)
    cm = torch.zeros(num_classes, num_classes, dtype=torch.int64, device=labels.device)
    return cm.index_put_((rows, cols), torch.ones_like(rows), accumulate=True)
