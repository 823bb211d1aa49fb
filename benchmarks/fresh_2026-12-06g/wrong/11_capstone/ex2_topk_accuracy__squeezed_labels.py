# Mistake: "including `k == 1` and `N == k`, a single row" — squeezes the labels first (to accept (N, 1) label columns too) and then gives them a column with labels[:, None]: for a single row the labels become 0-dim and the indexing raises
def topk_accuracy(logits, labels, k):
    labels = labels.squeeze()
    top = logits.topk(k, dim=1).indices
    hits = (top == labels[:, None]).any(dim=1)
    return hits.double().mean().item()
