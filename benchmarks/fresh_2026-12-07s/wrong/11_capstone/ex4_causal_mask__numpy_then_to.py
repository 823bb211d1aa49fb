# Mistake: "created on device ... with device=None the result is on it [the caller's default device]" - builds the mask with NumPy and calls .to(device), which is a no-op for device=None, so the mask stays on the CPU although the caller set another default device.
import numpy as np

def causal_mask(size, device=None):
    return torch.from_numpy(np.tril(np.ones((size, size), dtype=bool))).to(device)
