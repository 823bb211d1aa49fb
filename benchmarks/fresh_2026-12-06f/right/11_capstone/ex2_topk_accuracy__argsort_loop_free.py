# Right: the k largest via a descending argsort (same set as topk when there are no ties at the k-th place, which are not asked), labels widened to int64 and given a trailing dimension before the comparison, hits counted and divided by N as a Python float
import torch


def topk_accuracy(logits, labels, k):
    order = torch.argsort(logits, dim=1, descending=True)[:, :k]
    hits = (order == labels.to(torch.int64).reshape(-1, 1)).any(dim=1)
    return float(hits.sum().item()) / labels.shape[0]
