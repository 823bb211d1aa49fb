# Mistake: "a boolean tensor (`dtype=torch.bool` ...)" — torch.tril of a uint8 tensor of ones has the right 0/1 pattern but dtype uint8
import torch


def causal_mask(size, device=None):
    return torch.tril(torch.ones(size, size, dtype=torch.uint8, device=device))
