# Diagnosis: ignores-default-device
# Pitfall (sixth fresh batch): builds the mask on the CPU and moves it only when a device is given, so a default device set by the caller is ignored.
import torch


def causal_mask(size, device=None):
    mask = torch.tril(torch.ones(size, size, dtype=torch.bool, device="cpu"))
    return mask.to(device) if device is not None else mask
