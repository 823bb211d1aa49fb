# Mistake: "`labels`: ... dtype `int64`, `int32` or `uint8`": the rank of the true class is found with logits.gather(1, labels[:, None]), and gather only takes int64 indices, so int32 and uint8 labels raise a RuntimeError.
def topk_accuracy(logits, labels, k):
    true_logit = logits.gather(1, labels[:, None])             # (N, 1)
    beaten_by = (logits > true_logit).sum(dim=1)               # how many classes score higher
    return (beaten_by < k).float().mean().item()
