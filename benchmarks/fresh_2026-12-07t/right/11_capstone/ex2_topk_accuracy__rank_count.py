# Right: no topk at all: counts, per row, the logits strictly larger than the true class's logit (gathered with int64 labels) and hits when that rank is below k.
def topk_accuracy(logits, labels, k):
    true_logit = logits.gather(1, labels.long().unsqueeze(1))
    beaten_by = (logits > true_logit).sum(dim=1)
    return float((beaten_by < k).double().mean())
