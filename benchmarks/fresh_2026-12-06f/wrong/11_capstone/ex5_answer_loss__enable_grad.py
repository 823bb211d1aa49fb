# Mistake: "a caller under `torch.no_grad()` (the result's `requires_grad` as the reference's)" — the loss is forced to be differentiable with torch.enable_grad(), so under a caller's no_grad a loss of logits that require grad still carries a graph
import torch
import torch.nn.functional as F


def answer_loss(logits, sequences, answer_len):
    with torch.enable_grad():
        pred = logits[:, -answer_len:, :]
        target = sequences[:, -answer_len:]
        return F.cross_entropy(pred.transpose(1, 2), target)
