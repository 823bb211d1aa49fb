# Mistake: "gradients flow back to `x` when it requires grad" -- does the transpose in NumPy and wraps the result back, which raises for an x that requires grad (.numpy() refuses it) and cuts any graph (and refuses tensors off the CPU).
import numpy as np


def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[0]
    arr = np.ascontiguousarray(x.numpy().transpose(0, 3, 1, 2))
    return torch.from_numpy(arr.reshape(n, -1))
