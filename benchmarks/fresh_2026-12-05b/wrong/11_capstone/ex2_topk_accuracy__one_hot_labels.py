# Mistake: "labels of any integer dtype (int64, int32, uint8)" -- builds a one-hot of the labels with F.one_hot, which accepts only int64 index tensors and raises for int32 / uint8 labels.
def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices
    in_top = torch.zeros_like(logits, dtype=torch.bool).scatter_(1, top, True)
    hit = (F.one_hot(labels, logits.shape[1]).bool() & in_top).any(dim=1)
    return hit.float().mean().item()
