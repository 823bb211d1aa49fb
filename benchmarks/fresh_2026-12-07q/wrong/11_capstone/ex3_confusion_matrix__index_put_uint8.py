# Mistake: "`predicted` and `labels` are 1-D tensors of any integer dtype (int64, int32, uint8 ...)" - this accumulates with index_put_((labels, predicted), ...), which treats uint8 index tensors as boolean masks, so uint8 inputs give wrong counts (or an error) instead of the matrix.
def confusion_matrix(predicted, labels, num_classes):
    matrix = torch.zeros(num_classes, num_classes, dtype=torch.int64, device=labels.device)
    ones = torch.ones(labels.shape[0], dtype=torch.int64, device=labels.device)
    matrix.index_put_((labels, predicted), ones, accumulate=True)
    return matrix
