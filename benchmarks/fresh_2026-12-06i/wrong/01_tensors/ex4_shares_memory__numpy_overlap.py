# Mistake: "They share it when ... both are views of a third tensor (even two views that do not overlap, such as two rows `m[1]` and `m[2]`)" — np.shares_memory answers whether the elements overlap, so two disjoint rows (or a[:2] and a[2:]) of one storage are reported as not sharing.
import numpy as np


def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    return bool(np.shares_memory(a.detach().numpy(), b.detach().numpy()))
