# Mistake: "the fraction (a Python float between 0 and 1, not a count or a percentage) of rows whose true label is among the `k` largest logits" — rounds the fraction to 4 decimals for a tidy report: exact for the tests cell's quarters, but 1/3, 2/3, 1/5... come back as 0.3333, 0.6667 instead of the fraction
def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices
    hits = (top == labels[:, None]).any(dim=1)
    return round(hits.float().mean().item(), 4)
