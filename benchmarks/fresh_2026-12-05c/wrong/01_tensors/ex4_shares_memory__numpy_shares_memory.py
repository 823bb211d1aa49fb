# Mistake: "even two views that do not overlap, such as two rows `m[1]` and `m[2]`" — np.shares_memory answers whether elements overlap (False for disjoint rows), and .numpy() raises on a tensor that requires grad
import numpy as np


def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    return bool(np.shares_memory(a.numpy(), b.numpy()))
