# Mistake: "the inputs must come back unchanged" — gives the labels their column with the in-place labels.unsqueeze_(1), so the caller's labels come back with shape (N, 1)
def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices
    hits = (top == labels.unsqueeze_(1)).any(dim=1)
    return hits.float().mean().item()
