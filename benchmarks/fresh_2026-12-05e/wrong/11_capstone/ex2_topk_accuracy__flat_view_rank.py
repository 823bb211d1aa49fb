# Mistake: "float32 and float64 logits in any memory layout" — picks the true label's logit through logits.view(-1), which raises on a transposed or strided (non-contiguous) logits tensor
def topk_accuracy(logits, labels, k):
    n, c = logits.shape
    true = logits.view(-1)[torch.arange(n, device=logits.device) * c + labels.long()]
    better = (logits > true.unsqueeze(1)).sum(dim=1)
    return (better < k).float().mean().item()
