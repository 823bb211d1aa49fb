# Mistake: "the fraction (a Python float between 0 and 1 ...) of rows whose true label is among the `k` largest logits" - this rounds the fraction to 4 decimals for display, so e.g. 1 hit in 3 rows gives 0.3333 instead of 1/3.
def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices
    hit = (top == labels[:, None].long()).any(dim=1)
    return round(hit.float().mean().item(), 4)
