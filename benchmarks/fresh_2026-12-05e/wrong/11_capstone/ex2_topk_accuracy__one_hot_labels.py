# Mistake: "labels of any integer dtype (int64, int32, uint8)" — F.one_hot accepts only int64 index tensors, so int32 and uint8 labels raise
def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices
    onehot = F.one_hot(labels, logits.shape[1]).bool()
    hits = onehot.gather(1, top).any(dim=1)
    return hits.sum().item() / logits.shape[0]
