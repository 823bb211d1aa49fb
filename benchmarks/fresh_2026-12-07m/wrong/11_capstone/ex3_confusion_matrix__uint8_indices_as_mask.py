# Mistake: "`predicted` and `labels` are 1-D tensors of any integer dtype (int64, int32, uint8 ...)": the raw tensors index the matrix in index_put_, and a uint8 index tensor is read as a boolean mask, not as class numbers, so uint8 inputs fail or give wrong counts.
def confusion_matrix(predicted, labels, num_classes):
    cm = torch.zeros((num_classes, num_classes), dtype=torch.int64, device=predicted.device)
    ones = torch.ones(predicted.shape[0], dtype=torch.int64, device=predicted.device)
    return cm.index_put_((labels, predicted), ones, accumulate=True)
