# Right: repeats each label k times with repeat_interleave and compares it with the flattened (N, k) top-k indices, then folds the hits back to one per row.
def topk_accuracy(logits, labels, k):
    n = labels.shape[0]
    top = torch.topk(logits, k, dim=1).indices.reshape(-1)
    repeated = labels.to(top.dtype).repeat_interleave(k)
    hits = (top == repeated).reshape(n, k).any(dim=1)
    return float(hits.sum().item()) / n
