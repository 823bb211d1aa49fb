# Mistake: "`labels`: shape `(N,)`; dtype `int64`, `int32` or `uint8`" — picks the true logit with logits[torch.arange(N), labels]; a uint8 tensor used as an index is read as a boolean mask, not as class numbers, so uint8 labels give wrong rows or an IndexError (and the CPU arange does not live on an accelerator's device).
def topk_accuracy(logits, labels, k):
    n = logits.shape[0]
    true_logit = logits[torch.arange(n), labels]
    rank = (logits > true_logit[:, None]).sum(dim=1)
    return (rank < k).sum().item() / n
