# Mistake: "`predicted` and `labels` are 1-D tensors of any integer dtype (int64, int32, uint8 ...)" — scatters ones with index_put_((labels, predicted), accumulate=True), right for int64 and int32 indices, but uint8 index tensors are taken as (deprecated) boolean masks: uint8 inputs raise a shape error or count the wrong cells, with a warning on stderr
def confusion_matrix(predicted, labels, num_classes):
    counts = torch.zeros(num_classes, num_classes, dtype=torch.int64, device=labels.device)
    ones = torch.ones(labels.shape[0], dtype=torch.int64, device=labels.device)
    counts.index_put_((labels, predicted), ones, accumulate=True)
    return counts
