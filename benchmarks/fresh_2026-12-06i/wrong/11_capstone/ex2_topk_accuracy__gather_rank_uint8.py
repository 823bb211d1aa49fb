# Mistake: "`labels`: shape `(N,)`; dtype `int64`, `int32` or `uint8`" — counts how many logits beat the true class's logit, picked with logits.gather(1, labels[:, None]); gather accepts int64 and int32 indices but raises for uint8 labels.
def topk_accuracy(logits, labels, k):
    true_logit = logits.gather(1, labels[:, None])
    rank = (logits > true_logit).sum(dim=1)           # how many classes scored higher
    return (rank < k).float().mean().item()
