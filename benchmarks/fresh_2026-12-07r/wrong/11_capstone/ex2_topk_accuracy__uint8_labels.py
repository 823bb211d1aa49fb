# Mistake: "`labels`: shape `(N,)`; dtype `int64`, `int32` or `uint8`" -- gathers the true logit with the labels as given; torch.gather accepts only int64 indices, so int32 and uint8 labels raise.
def topk_accuracy(logits, labels, k):
    true_logit = logits.gather(1, labels.view(-1, 1))
    rank = (logits > true_logit).sum(dim=1)
    return (rank < k).float().mean().item()
