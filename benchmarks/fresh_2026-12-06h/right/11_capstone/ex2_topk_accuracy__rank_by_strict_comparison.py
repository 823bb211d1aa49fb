# Right: no topk at all: a row hits when fewer than k classes score strictly higher than its true class (ties at the k-th place are not asked), with the true logit read by gather on int64 labels.
def topk_accuracy(logits, labels, k):
    idx = labels.to(device=logits.device, dtype=torch.long).reshape(-1, 1)
    true_logit = torch.gather(logits, 1, idx)
    strictly_higher = (logits > true_logit).sum(dim=1)
    hits = int((strictly_higher < k).sum())
    return hits / logits.shape[0]
