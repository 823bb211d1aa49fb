# Mistake: "`k`: an integer from 1 to C": to keep topk from failing, k is capped at logits.shape[0] (the number of rows N) instead of the number of classes, so with fewer rows than k (e.g. N=1 or 2, C=5, k=3) it computes a smaller top-k and can miss hits.
def topk_accuracy(logits, labels, k):
    k = min(k, logits.shape[0])                 # topk cannot take more than the dimension holds
    top = logits.topk(k, dim=1).indices
    hits = (top == labels[:, None]).any(dim=1)
    return hits.float().mean().item()
