# Mistake: "labels of any integer dtype (int64, int32, uint8)" - picks each row's true logit with logits[torch.arange(N), labels]; a uint8 tensor used as an index is taken as a boolean mask, so uint8 labels fail (or pick the wrong entries).
def topk_accuracy(logits, labels, k):
    rows = torch.arange(logits.shape[0], device=logits.device)
    true_logit = logits[rows, labels]
    larger = (logits > true_logit[:, None]).sum(dim=1)
    return (larger < k).float().mean().item()
