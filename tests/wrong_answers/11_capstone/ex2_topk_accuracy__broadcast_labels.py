# Diagnosis: broadcast-labels
# Pitfall: comparing (N, k) indices with (N,) labels broadcasts along the wrong dimension.
def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices
    return (top == labels).any(dim=1).float().mean().item()
