# Mistake: "when both wrap the same NumPy array through `torch.from_numpy`": the answer follows `_base` to each tensor's root and compares the roots, so two from_numpy wrappers of one array (neither recorded as a view of the other) are answered False.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    def root(t):
        while t._base is not None:
            t = t._base
        return t

    return root(a) is root(b)
