# Mistake: "labels of any integer dtype (int64, int32, uint8)" — builds a one-hot of the labels, and F.one_hot accepts only int64 index tensors: int32 and uint8 labels raise
def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices
    in_top = torch.zeros_like(logits).scatter_(1, top, 1.0)
    truth = F.one_hot(labels, num_classes=logits.shape[1]).to(logits.dtype)
    return (in_top * truth).sum().item() / labels.shape[0]
