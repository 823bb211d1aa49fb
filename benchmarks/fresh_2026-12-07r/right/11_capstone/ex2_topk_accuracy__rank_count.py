# Right: counts, per row, how many logits beat the true label's logit (gathered with int64 labels) and checks that count < k, instead of topk.
def topk_accuracy(logits, labels, k):
    true_logit = logits.gather(1, labels.long().unsqueeze(1))
    better = (logits > true_logit).sum(dim=1)
    return float((better < k).double().mean().item())
