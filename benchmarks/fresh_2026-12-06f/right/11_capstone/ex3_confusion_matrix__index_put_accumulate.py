# Right: an int64 zeros matrix on the inputs' device filled with one index_put_(accumulate=True) of ones at (label, predicted), indices widened to int64 first; shape (C, C) whatever occurs, empty input gives zeros, no per-sample Python loop
import torch


def confusion_matrix(predicted, labels, num_classes):
    cm = torch.zeros(num_classes, num_classes, dtype=torch.int64, device=labels.device)
    t = labels.to(torch.int64)
    p = predicted.to(torch.int64)
    ones = torch.ones(t.shape[0], dtype=torch.int64, device=labels.device)
    cm.index_put_((t, p), ones, accumulate=True)
    return cm
