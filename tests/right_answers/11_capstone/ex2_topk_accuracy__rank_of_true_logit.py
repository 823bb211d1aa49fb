# Approach: the true class is in the top k when fewer than k logits beat it (no topk at all).
def topk_accuracy(logits, labels, k):
    true_logit = logits.gather(1, labels.long().view(-1, 1))
    beaten_by = (logits > true_logit).sum(dim=1)
    return float((beaten_by < k).double().mean())
