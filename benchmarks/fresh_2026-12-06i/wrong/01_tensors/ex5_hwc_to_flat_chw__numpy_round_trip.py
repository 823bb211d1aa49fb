# Mistake: "gradients flow back to `x` when it requires grad" (and inputs on an accelerator or meta) — the transpose is done in NumPy: .detach().numpy() cuts the graph, and .numpy() refuses accelerator and meta tensors.
import numpy as np


def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[0]
    chw = np.ascontiguousarray(x.detach().numpy().transpose(0, 3, 1, 2))
    return torch.from_numpy(chw.reshape(n, -1))
