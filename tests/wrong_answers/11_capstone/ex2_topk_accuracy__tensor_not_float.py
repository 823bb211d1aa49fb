# Diagnosis: not-a-float
# Pitfall: returns a 0-dim tensor, not a Python float.
def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices
    return (top == labels[:, None]).any(dim=1).float().mean()
