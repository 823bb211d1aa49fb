# Mistake: "a 2-D tensor with its own storage, possibly requiring grad" and "even two views that do not overlap" -- numpy's shares_memory refuses tensors that require grad (.numpy() raises) and says False for two disjoint rows m[1], m[2].
import numpy as np


def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    return bool(np.shares_memory(a.numpy(), b.numpy()))
