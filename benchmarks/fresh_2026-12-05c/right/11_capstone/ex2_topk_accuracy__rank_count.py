# Right: a row is a top-k hit when fewer than k logits are strictly larger than the true label's logit (gather with labels cast to int64); no topk, no broadcasting between (N, k) and (N,); mean in float64, returned as a Python float
def topk_accuracy(logits, labels, k):
    true_logit = logits.gather(1, labels.long().reshape(-1, 1))
    larger = (logits > true_logit).sum(dim=1)
    return (larger < k).double().mean().item()
