# Mistake: "even two views that do not overlap, such as two rows m[1] and m[2]" — asks NumPy's np.shares_memory, which answers whether the two arrays *overlap*, so two disjoint views of one base (two rows, two halves) are called separate
import numpy as np


def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    return bool(np.shares_memory(a.detach().numpy(), b.detach().numpy()))
