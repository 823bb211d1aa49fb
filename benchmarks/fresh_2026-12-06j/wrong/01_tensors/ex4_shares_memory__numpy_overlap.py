# Mistake: "even two views that do not overlap, such as two rows m[1] and m[2]": np.may_share_memory compares the byte ranges the two views span, so two disjoint rows (or slices) of one base are answered False.
import numpy as np


def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    return bool(np.may_share_memory(a.detach().numpy(), b.detach().numpy()))
