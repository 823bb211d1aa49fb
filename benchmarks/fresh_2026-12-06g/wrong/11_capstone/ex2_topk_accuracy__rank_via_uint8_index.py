# Mistake: "`labels`: shape `(N,)`; dtype `int64`, `int32` or `uint8`" — counts, per row, how many logits beat the true label's logit, picking that logit with logits[torch.arange(N), labels]: with uint8 labels PyTorch treats the index as a (deprecated) boolean mask, which raises for most shapes and silently picks the wrong logits when N == C (with a warning on stderr)
def topk_accuracy(logits, labels, k):
    n = logits.shape[0]
    true_logit = logits[torch.arange(n, device=logits.device), labels]
    beaten_by = (logits > true_logit[:, None]).sum(dim=1)
    return (beaten_by < k).double().mean().item()
