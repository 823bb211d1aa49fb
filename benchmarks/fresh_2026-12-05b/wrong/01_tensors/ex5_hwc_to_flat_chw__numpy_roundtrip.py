# Mistake: "gradients flow back to x when it requires grad" — goes through NumPy (detached), so the graph is cut and accelerator inputs end on the CPU.
import numpy as np


def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    arr = x.detach().cpu().numpy()
    n = arr.shape[0]
    return torch.from_numpy(np.ascontiguousarray(arr.transpose(0, 3, 1, 2)).reshape(n, -1))
