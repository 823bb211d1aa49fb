# Mistake: "created on `device`" with "`device=None` means the default device" -- builds the mask in NumPy and moves it with .to(device); with device=None it stays on the CPU even when the caller set a default device.
import numpy as _np

def causal_mask(size, device=None):
    mask = torch.from_numpy(_np.tril(_np.ones((size, size), dtype=bool)))
    return mask.to(device) if device is not None else mask
