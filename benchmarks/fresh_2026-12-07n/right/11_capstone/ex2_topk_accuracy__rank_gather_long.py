# Right: instead of topk, counts the classes whose logit is strictly larger than the true class's (gather with labels.long()); a hit is fewer than k of them (ties at the k-th place are not drawn).
def topk_accuracy(logits, labels, k):
    true_logit = logits.gather(1, labels.long().unsqueeze(1))
    above = (logits > true_logit).sum(dim=1)
    return (above < k).double().mean().item()
