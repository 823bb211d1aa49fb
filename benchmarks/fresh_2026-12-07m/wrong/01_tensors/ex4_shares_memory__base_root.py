# Mistake: "and when both wrap the same NumPy array through `torch.from_numpy`" (for NumPy: "through the same or a second `torch.from_numpy` wrapper"): it compares the roots of the `_base` chains, so two separate from_numpy wrappers of one array (no _base) give False.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    def root(t):
        while t._base is not None:
            t = t._base
        return t

    return root(a) is root(b)
