# Mistake: "and when both wrap the same NumPy array through `torch.from_numpy`": the answer follows `_base` to the root tensor, and two from_numpy wrappers of one array are different roots, so it says False.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    def root(t):
        while t._base is not None:
            t = t._base
        return t
    return root(a) is root(b)
