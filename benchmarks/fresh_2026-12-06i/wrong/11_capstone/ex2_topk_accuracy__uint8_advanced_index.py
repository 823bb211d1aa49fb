# Mistake: "`labels`: ... dtype `int64`, `int32` or `uint8`" — marks the top-k classes in a boolean (N, C) mask and reads each row's label with mask[torch.arange(N), labels]; a uint8 labels tensor used as an index is read as a (deprecated) boolean mask, not as class numbers, so it raises (or warns and picks the wrong entries).
def topk_accuracy(logits, labels, k):
    n = logits.shape[0]
    top = torch.zeros(logits.shape, dtype=torch.bool, device=logits.device)
    top.scatter_(1, logits.topk(k, dim=1).indices, True)
    return top[torch.arange(n, device=logits.device), labels].float().mean().item()
