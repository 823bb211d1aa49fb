# Mistake: "`labels` ... dtype `int64`, `int32` or `uint8`": the labels are used directly as the index of gather, which only accepts int64, so int32 or uint8 labels raise RuntimeError.
def topk_accuracy(logits, labels, k):
    in_top = torch.zeros(logits.shape, dtype=torch.bool, device=logits.device)
    in_top.scatter_(1, logits.topk(k, dim=1).indices, True)
    return in_top.gather(1, labels[:, None]).float().mean().item()
