# Right: ranks with argsort (descending) instead of topk, counts the hits with eq().sum() (each row hits at most once) and divides by N in Python.
def topk_accuracy(logits, labels, k):
    best = logits.argsort(dim=1, descending=True)[:, :k]
    hits = best.eq(labels.to(best.dtype).view(-1, 1)).sum()
    return hits.item() / logits.size(0)
