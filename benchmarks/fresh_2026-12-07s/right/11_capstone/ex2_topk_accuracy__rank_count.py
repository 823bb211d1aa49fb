# Right: counts, per row, how many logits are strictly larger than the true label's (picked with a one-hot mask built from labels.long()); a hit is a count below k.
def topk_accuracy(logits, labels, k):
    cls = torch.arange(logits.shape[1], device=logits.device)
    is_true = cls.unsqueeze(0) == labels.long().unsqueeze(1)
    true_logit = torch.where(is_true, logits, torch.full_like(logits, float("-inf"))).amax(dim=1, keepdim=True)
    larger = (logits > true_logit).sum(dim=1)
    return float((larger < k).double().mean())
