# Mistake: "even two views that do not overlap, such as two rows m[1] and m[2]" -- np.may_share_memory compares the memory extents of the two arrays, so two rows of one matrix are said not to share.
import numpy as np


def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    return bool(np.may_share_memory(a.detach().numpy(), b.detach().numpy()))
