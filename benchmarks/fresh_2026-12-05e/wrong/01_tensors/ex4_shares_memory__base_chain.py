# Mistake: "Following `_base` misses tensors that PyTorch did not record as views of one another, such as two `from_numpy` wrappers of one array." — follows _base to a root and compares roots: two from_numpy wrappers (and a detach() of the base, which has no _base) are called separate.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    def root(t):
        while t._base is not None:
            t = t._base
        return t
    return root(a) is root(b)
