# Mistake: "gradients flow back to x when it requires grad" / inputs on an accelerator or meta: goes through NumPy (transpose, reshape, back with torch.from_numpy), so the result is cut from the graph and a GPU or meta tensor cannot be converted.
import numpy as np


def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    a = x.detach().numpy()
    flat = np.ascontiguousarray(a.transpose(0, 3, 1, 2)).reshape(a.shape[0], -1)
    return torch.from_numpy(flat)
