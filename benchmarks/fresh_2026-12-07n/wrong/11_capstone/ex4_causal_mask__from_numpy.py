# Mistake: "created on `device`" / "`device=None` means the default device" — builds the triangle in NumPy and converts it with torch.from_numpy(...).to(device); from_numpy always makes a CPU tensor and .to(None) leaves it there, so a caller's default device is ignored.
import numpy as np

def causal_mask(size, device=None):
    mask = torch.from_numpy(np.tril(np.ones((size, size), dtype=bool)))
    return mask.to(device) if device is not None else mask
