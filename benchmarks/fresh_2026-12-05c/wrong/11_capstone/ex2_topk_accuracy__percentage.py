# Mistake: "the fraction (a Python float between 0 and 1, not a count or a percentage)" — returns a percentage
def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices
    return 100.0 * (top == labels.long()[:, None]).any(dim=1).float().mean().item()
