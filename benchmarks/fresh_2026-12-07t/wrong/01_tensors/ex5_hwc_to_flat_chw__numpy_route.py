# Mistake: "gradients flow back to `x` when it requires grad": the reordering goes through NumPy (x.detach().cpu().numpy()), so the result is cut off from x's graph (and comes back on the CPU for an accelerator input).
import numpy as np


def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[0]
    array = x.detach().cpu().numpy().transpose(0, 3, 1, 2)
    return torch.from_numpy(np.ascontiguousarray(array).reshape(n, -1))
