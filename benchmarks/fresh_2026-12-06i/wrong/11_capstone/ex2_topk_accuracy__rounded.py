# Mistake: "the fraction (a Python float between 0 and 1, not a count or a percentage) of rows whose true label is among the `k` largest logits" — the result is rounded to 4 decimals for display, so 1/3 comes back as 0.3333 and 2/3 as 0.6667 instead of the fraction.
def topk_accuracy(logits, labels, k):
    hits = (logits.topk(k, dim=1).indices == labels.long()[:, None]).any(dim=1)
    return round(hits.float().mean().item(), 4)
