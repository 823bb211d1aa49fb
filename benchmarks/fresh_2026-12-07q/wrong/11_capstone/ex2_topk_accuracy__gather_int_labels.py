# Mistake: "`labels`: shape `(N,)`; dtype `int64`, `int32` or `uint8`" - this gathers each row's true logit with torch.gather(logits, 1, labels[:, None]), which accepts only int64 indices, so int32 or uint8 labels raise a RuntimeError.
def topk_accuracy(logits, labels, k):
    true_logit = logits.gather(1, labels[:, None])
    rank = (logits > true_logit).sum(dim=1)
    return (rank < k).double().mean().item()
