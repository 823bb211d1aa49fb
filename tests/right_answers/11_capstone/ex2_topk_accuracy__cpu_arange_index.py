# Right (fresh batch u, written as wrong): an index tensor made on the CPU is moved to the indexed tensor's device by advanced indexing, so accelerator logits work.
def topk_accuracy(logits, labels, k):
    n = logits.shape[0]
    true_logit = logits[torch.arange(n), labels.long()]
    kth = logits.topk(k, dim=1).values[:, -1]
    return (true_logit >= kth).float().mean().item()
