# Mistake: "labels ... dtype `int64`, `int32` or `uint8`": logits[torch.arange(N), labels] treats uint8 labels as a boolean mask, not as indices, so a uint8 label tensor raises (or selects the wrong entries) instead of picking each row's true logit.
def topk_accuracy(logits, labels, k):
    n = logits.shape[0]
    true_logit = logits[torch.arange(n, device=logits.device), labels]   # each row's true-class logit
    kth_best = logits.topk(k, dim=1).values[:, -1]
    return (true_logit >= kth_best).float().mean().item()
