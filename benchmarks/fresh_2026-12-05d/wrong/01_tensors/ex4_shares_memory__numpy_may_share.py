# Mistake: "even two views that do not overlap, such as two rows `m[1]` and `m[2]`" — NumPy's may_share_memory compares the memory bounds of the two arrays, so two disjoint rows of one base are called separate.
import numpy as np


def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    return bool(np.may_share_memory(a.detach().numpy(), b.detach().numpy()))
