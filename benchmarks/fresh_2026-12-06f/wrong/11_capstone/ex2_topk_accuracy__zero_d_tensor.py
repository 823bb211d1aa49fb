# Mistake: "the fraction (a Python float between 0 and 1, not a count or a percentage)" — returns the 0-d float tensor from .mean(), not a Python float
import torch


def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices
    hit = (top == labels.long().unsqueeze(1)).any(dim=1)
    return hit.float().mean()
