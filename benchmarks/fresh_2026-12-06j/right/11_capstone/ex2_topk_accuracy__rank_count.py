# Right: no topk: counts, per row, how many logits beat the true class's logit (gathered with int64 labels); the label is in the top k when fewer than k do (ties at the k-th place are not asked).
def topk_accuracy(logits, labels, k):
    idx = labels.long().unsqueeze(1)
    true_score = torch.gather(logits, 1, idx)
    higher = (logits > true_score).sum(dim=1)
    return float((higher < k).sum().item()) / labels.shape[0]
