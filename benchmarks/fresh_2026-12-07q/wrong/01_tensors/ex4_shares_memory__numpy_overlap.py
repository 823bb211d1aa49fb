# Mistake: "even two views that do not overlap, such as two rows m[1] and m[2]" share memory: np.shares_memory checks for overlapping elements, so two disjoint rows of one tensor give False.
import numpy as np


def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    return bool(np.shares_memory(a.detach().numpy(), b.detach().numpy()))
