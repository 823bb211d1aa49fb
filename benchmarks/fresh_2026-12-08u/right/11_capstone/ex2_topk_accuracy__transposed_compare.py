# Right: compares the transposed (k, N) indices with the (N,) labels, which broadcasts along the right dimension, then any over dim 0; mean taken in float64.
def topk_accuracy(logits, labels, k):
    idx = torch.topk(logits, k, dim=1, largest=True, sorted=False).indices   # (N, k)
    hit = (idx.T == labels).any(dim=0)                                      # (k, N) vs (N,)
    return float(hit.to(torch.float64).mean())
