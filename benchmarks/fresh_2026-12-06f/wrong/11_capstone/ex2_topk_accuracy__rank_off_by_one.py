# Mistake: "rows whose true label is among the `k` largest logits" — counts the logits strictly greater than the true one and accepts up to k of them (<= k instead of < k), so a label ranked (k+1)-th also counts as a hit
import torch


def topk_accuracy(logits, labels, k):
    true = logits.gather(1, labels.long().unsqueeze(1))
    above = (logits > true).sum(dim=1)
    return (above <= k).double().mean().item()
