# Right: no topk at all: counts, for each row, how many logits are strictly larger than the true class's logit (gathered with the labels as int64); the label is in the top k exactly when that count is below k (no ties, as the prompt allows).
def topk_accuracy(logits, labels, k):
    true_logit = logits.gather(1, labels.long().unsqueeze(1))
    larger = (logits > true_logit).sum(dim=1)
    return (larger < k).float().mean().item()
