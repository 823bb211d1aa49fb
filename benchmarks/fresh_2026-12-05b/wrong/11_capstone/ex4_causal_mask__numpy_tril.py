# Mistake: "created on `device`" -- builds it with NumPy and converts (torch.from_numpy(...).to(device)), so it is always created on the CPU first, never directly on the requested device.
import numpy as np

def causal_mask(size, device=None):
    return torch.from_numpy(np.tril(np.ones((size, size), dtype=bool))).to(device)
