# Mistake: "`a`: ... possibly requiring grad" and "two rows `m[1]` and `m[2]`" share memory — np.shares_memory needs .numpy(), which raises on a tensor that requires grad, and it answers False for non-overlapping views of one base.
import numpy as np


def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    return bool(np.shares_memory(a.numpy(), b.numpy()))
