# Mistake: "`device=None` means the default device, as for `torch.zeros(..., device=None)`, also on a machine with a GPU" — the mask is built on the CPU and moved with .to(device); .to(None) leaves it on the CPU when the default device is a GPU (torch.set_default_device("cuda"))
import torch


def causal_mask(size, device=None):
    mask = torch.tril(torch.ones(size, size, dtype=torch.bool, device="cpu"))
    return mask.to(device) if device is not None else mask
