# Mistake: "gradients flow back to `x` when it requires grad": the reordering is done in NumPy (transpose + ascontiguousarray) and wrapped back with torch.from_numpy, so the result has no graph to x.
import numpy as np


def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[0]
    chw = np.ascontiguousarray(x.detach().cpu().numpy().transpose(0, 3, 1, 2))
    return torch.from_numpy(chw.reshape(n, -1)).to(x.device)
