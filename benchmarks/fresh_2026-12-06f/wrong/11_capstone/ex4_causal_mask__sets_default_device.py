# Mistake: "that global state is left as found" — torch.set_default_device(device) is called to create the mask there and never restored, so every later tensor (device="meta" after a meta call) is created on that device
import torch


def causal_mask(size, device=None):
    if device is not None:
        torch.set_default_device(device)
    idx = torch.arange(size)
    return idx[:, None] >= idx[None, :]
