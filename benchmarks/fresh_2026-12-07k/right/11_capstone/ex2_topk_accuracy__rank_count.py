# Right: counts, for each row, how many logits are strictly larger than the true class's logit (gathered with int64 labels); the row is a hit when fewer than k are.
def topk_accuracy(logits, labels, k):
    true_logit = logits.gather(1, labels.long().unsqueeze(1))
    above = (logits > true_logit).sum(dim=1)
    return (above < k).to(torch.float64).mean().item()
