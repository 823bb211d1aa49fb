# Mistake: "the fraction (a Python float between 0 and 1, not a count or a percentage)" — returns the 0-d float32 tensor from .mean() instead of a Python float
def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices
    return (top == labels.long().unsqueeze(1)).any(dim=1).float().mean()
