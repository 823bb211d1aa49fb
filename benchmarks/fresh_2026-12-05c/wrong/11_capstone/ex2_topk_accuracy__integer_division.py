# Mistake: "the fraction (a Python float between 0 and 1)" — divides the hit count by N with floor division, so any accuracy below 100% becomes 0
def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices
    hits = int((top == labels.long().view(-1, 1)).any(dim=1).sum())
    return float(hits // labels.shape[0])
