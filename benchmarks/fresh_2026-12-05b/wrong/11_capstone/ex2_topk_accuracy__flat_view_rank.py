# Mistake: "float32 and float64 logits in any memory layout" -- reads each row's true logit through logits.view(-1) with flat indices, which raises on transposed or strided logits.
def topk_accuracy(logits, labels, k):
    n, c = logits.shape
    flat = logits.view(-1)
    true_logit = flat[torch.arange(n) * c + labels.long()]
    rank = (logits > true_logit[:, None]).sum(dim=1)
    return (rank < k).float().mean().item()
