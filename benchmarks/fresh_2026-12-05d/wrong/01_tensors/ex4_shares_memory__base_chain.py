# Mistake: "when both wrap the same NumPy array through `torch.from_numpy`" and "`detach()`" — following `_base` to the root tensor misses two from_numpy wrappers (neither has a _base) and a detach() of the base (detach is not recorded as a view: its _base is None).
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    def root(t):
        while t._base is not None:
            t = t._base
        return t
    return root(a) is root(b)
