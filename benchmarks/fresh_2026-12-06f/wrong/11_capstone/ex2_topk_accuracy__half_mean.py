# Mistake: "the fraction (a Python float between 0 and 1)" — the mean is taken in float16 to save memory: 1/3 comes back as 0.33325..., 2/3 as 0.6665..., 1/5-style fractions rounded to float16
import torch


def topk_accuracy(logits, labels, k):
    top = logits.topk(k, dim=1).indices
    hit = (top == labels.to(torch.int64)[:, None]).any(dim=1)
    return hit.to(torch.float16).mean().item()
