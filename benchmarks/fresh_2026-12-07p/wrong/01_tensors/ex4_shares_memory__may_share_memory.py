# Mistake: "They share it when ... both are views of a third tensor (even two views that do not overlap, such as two rows `m[1]` and `m[2]`)": NumPy's may_share_memory compares the byte ranges the two arrays span, so two disjoint rows of one base are reported as not sharing (False).
import numpy as np


def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    return bool(np.may_share_memory(a.detach().numpy(), b.detach().numpy()))
