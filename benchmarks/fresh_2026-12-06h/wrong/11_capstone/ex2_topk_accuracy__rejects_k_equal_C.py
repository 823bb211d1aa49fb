# Mistake: "`k`: an integer from 1 to `C`" — its validation requires k < C (top-C "is always right"), so k == C, including C = 1 with k = 1, raises ValueError instead of returning 1.0.
def topk_accuracy(logits, labels, k):
    num_classes = logits.shape[1]
    if not 1 <= k < num_classes:
        raise ValueError(f"k must be between 1 and {num_classes - 1}, got {k}")
    top = logits.topk(k, dim=1).indices
    hits = (top == labels[:, None]).any(dim=1)
    return hits.sum().item() / hits.numel()
