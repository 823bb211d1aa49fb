# Mistake: "the fraction (a Python float between 0 and 1 ...) of rows whose true label is among the `k` largest logits": the result is rounded to 4 decimals for display, so with N = 3 a fraction of 1/3 comes back as 0.3333, not 0.333333...
def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices
    hits = (top == labels[:, None]).any(dim=1)
    return round(hits.float().mean().item(), 4)
