# Right: scatters ones into a zero matrix on the inputs' device with index_put_(..., accumulate=True), which adds repeated (t, p) pairs instead of overwriting them.
def confusion_matrix(predicted, labels, num_classes):
    cm = torch.zeros((num_classes, num_classes), dtype=torch.int64, device=predicted.device)
    ones = torch.ones(predicted.shape[0], dtype=torch.int64, device=predicted.device)
    cm.index_put_((labels.to(torch.int64), predicted.to(torch.int64)), ones, accumulate=True)
    return cm
