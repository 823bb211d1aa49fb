# Mistake: "`labels`: shape `(N,)`; dtype `int64`, `int32` or `uint8`" — it marks the top-k classes in a boolean (N, C) table and reads it with table[arange(N), labels]; a uint8 index tensor is taken as a (deprecated) boolean mask, not as class numbers, so uint8 labels fail (or select the wrong cells, with a warning on stderr).
def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices
    in_top = torch.zeros(logits.shape, dtype=torch.bool, device=logits.device).scatter_(1, top, True)
    hits = in_top[torch.arange(len(labels), device=logits.device), labels]
    return hits.sum().item() / len(labels)
