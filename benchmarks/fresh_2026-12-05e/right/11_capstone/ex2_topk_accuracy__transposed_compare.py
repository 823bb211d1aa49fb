# Right: compares the transposed (k, N) indices with labels (N,), which broadcasts along N, then any over k; the count divided by N in Python gives an exact float
def topk_accuracy(logits, labels, k):
    top = torch.topk(logits, k, dim=1).indices.T
    hits = (top == labels.to(torch.int64)).any(dim=0)
    return int(hits.sum()) / logits.shape[0]
