# Mistake: "rows whose true label is among the `k` largest logits" — argsort sorts ascending by default, so the first k columns are the k smallest logits
def topk_accuracy(logits, labels, k):
    order = logits.argsort(dim=1)[:, :k]
    hits = (order == labels.long()[:, None]).any(dim=1)
    return hits.double().mean().item()
