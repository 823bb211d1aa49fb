# Mistake: "when both wrap the same NumPy array through torch.from_numpy" (and "detach()" among the views): following _base to the root tensor misses two from_numpy wrappers of one array and a detach()ed twin, which PyTorch does not record as views, so they are answered False.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    def root(t):
        while t._base is not None:
            t = t._base
        return t
    return root(a) is root(b)
