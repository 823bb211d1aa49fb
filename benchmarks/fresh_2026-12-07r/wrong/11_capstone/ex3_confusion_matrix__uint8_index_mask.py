# Mistake: "`predicted` and `labels` are 1-D tensors of any integer dtype (int64, int32, uint8 ...)" -- indexes with the inputs as given; index_put_ reads uint8 index tensors as boolean masks, so uint8 inputs give wrong counts (or an error).
def confusion_matrix(predicted, labels, num_classes):
    out = torch.zeros(num_classes, num_classes, dtype=torch.int64, device=labels.device)
    ones = torch.ones(labels.shape[0], dtype=torch.int64, device=labels.device)
    out.index_put_((labels if labels.dtype != torch.int32 else labels.long(),
                    predicted if predicted.dtype != torch.int32 else predicted.long()), ones, accumulate=True)
    return out
