# Right: counts, for each row, how many logits are strictly larger than the true class's logit (picked with a one-hot mask, so any integer label dtype works) and calls it a hit when fewer than k are, instead of calling topk.
def topk_accuracy(logits, labels, k):
    classes = torch.arange(logits.shape[1], device=logits.device)
    is_true = classes[None, :] == labels.long()[:, None]
    true_logit = torch.where(is_true, logits, torch.zeros_like(logits)).sum(dim=1, keepdim=True)
    above = (logits > true_logit).sum(dim=1)
    return float((above < k).sum().item()) / logits.shape[0]
