# Mistake: "`labels`: shape `(N,)`; dtype `int64`, `int32` or `uint8`" — it reads each row's true-label logit with torch.gather, which refuses uint8 indices (it takes int64, and int32 in recent releases), so uint8 labels raise.
def topk_accuracy(logits, labels, k):
    true_logit = logits.gather(1, labels.unsqueeze(1))           # (N, 1): the logit of the right class
    rank = (logits > true_logit).sum(dim=1)                      # classes scored strictly higher
    return (rank < k).sum().item() / len(labels)
