# Mistake: "compared directly, they broadcast silently along the wrong dimension when k == 1 (to (N, N)) or N == k, and fail for most other shapes" — compares the (N, k) indices with the (N,) labels directly
def topk_accuracy(logits, labels, k):
    top = logits.topk(k).indices
    return (top == labels).any(dim=1).float().mean().item()
