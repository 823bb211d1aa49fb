# Right: the complement of the strict upper triangle (nn.Transformer's "masked out" mask) is the lower triangle with the diagonal, True where j <= i; created directly on `device` (None meaning the default device) as bool
import torch


def causal_mask(size, device=None):
    future = torch.ones(size, size, dtype=torch.bool, device=device).triu(diagonal=1)
    return ~future
