# Right: accumulates ones into a zero int64 matrix with index_put_(accumulate=True), indexed by the labels and predictions converted to int64 first, instead of a bincount of flat indices.
def confusion_matrix(predicted, labels, num_classes):
    matrix = torch.zeros((num_classes, num_classes), dtype=torch.int64, device=labels.device)
    ones = torch.ones(labels.shape[0], dtype=torch.int64, device=labels.device)
    matrix.index_put_((labels.to(torch.int64), predicted.to(torch.int64)), ones, accumulate=True)
    return matrix
