# Mistake: "`predicted` and `labels` are 1-D tensors of any integer dtype (int64, int32, uint8 ...)" — accumulates with index_put_ using the inputs as indices; a uint8 index tensor is read as a boolean mask, not as class numbers, so uint8 inputs give wrong counts (or an error)
def confusion_matrix(predicted, labels, num_classes):
    cm = torch.zeros(num_classes, num_classes, dtype=torch.int64, device=labels.device)
    ones = torch.ones(labels.shape, dtype=torch.int64, device=labels.device)
    cm.index_put_((labels, predicted), ones, accumulate=True)
    return cm
