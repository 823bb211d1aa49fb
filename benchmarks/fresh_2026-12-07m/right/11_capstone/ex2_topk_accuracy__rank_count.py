# Right: counts, per row, how many logits are strictly larger than the true label's; the label is in the top k when fewer than k are, and the hits are summed and divided by N as a Python float.
def topk_accuracy(logits, labels, k):
    idx = labels.to(torch.int64).reshape(-1, 1)
    true_logit = torch.take_along_dim(logits, idx, dim=1)
    larger = (logits > true_logit).sum(dim=1)
    return float((larger < k).sum().item()) / logits.shape[0]
