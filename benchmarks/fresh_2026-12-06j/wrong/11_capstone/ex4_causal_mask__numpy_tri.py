# Mistake: "created on `device`" / "`device=None` means the default device": the mask is built with numpy.tri and wrapped with torch.from_numpy, a CPU tensor, moved only when a device is named, so with device=None it ignores the caller's default device.
import numpy as np

def causal_mask(size, device=None):
    mask = torch.from_numpy(np.tri(size, dtype=bool))
    return mask.to(device) if device is not None else mask
