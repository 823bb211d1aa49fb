# Mistake: "`b`: made like `a` ... (`detach()` ...; for NumPy: the same array object, through the same or a second `torch.from_numpy` wrapper)" -- following `_base` misses detach() (which records no _base) and a second from_numpy wrapper, answering False for tensors that share storage.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    def root(t):
        while t._base is not None:
            t = t._base
        return t
    return root(a) is root(b)
