# Mistake: "the inputs must come back unchanged and global state as found" — gives the labels their column with the in-place labels.unsqueeze_(1), which changes the caller's tensor to shape (N, 1): the first call is right, a second call on the same labels makes them (N, 1, 1) and the comparison broadcasts to (N, N, k)
def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices
    column = labels.unsqueeze_(-1)
    hits = (top == column).any(dim=-1)
    return float(hits.float().mean())
