# Mistake: "They share it when ... both are views of a third tensor (even two views that do not overlap, such as two rows m[1] and m[2])": asks NumPy whether the two arrays overlap (np.shares_memory), which says False for two disjoint rows of one tensor.
import numpy as np


def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    return bool(np.shares_memory(a.detach().numpy(), b.detach().numpy()))
