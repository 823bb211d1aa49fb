# Mistake: "They share it when ... both are views of a third tensor (even two views that do not overlap, such as two rows `m[1]` and `m[2]`)": np.shares_memory asks whether the two arrays overlap, so two different rows of one matrix give False.
import numpy as np


def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    return bool(np.shares_memory(a.detach().numpy(), b.detach().numpy()))
