# Mistake: "the fraction (a Python float between 0 and 1, not a count or a percentage) of rows whose true label is among the `k` largest logits" — rounds the fraction to 3 decimals for a readable log line, so 1/3 comes back as 0.333 and 2/3 as 0.667 instead of the fraction itself
def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices
    hits = (top == labels.long().unsqueeze(1)).any(dim=1)
    return round(hits.float().mean().item(), 3)
