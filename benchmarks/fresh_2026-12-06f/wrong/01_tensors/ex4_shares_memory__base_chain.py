# Mistake: "when both wrap the same NumPy array through `torch.from_numpy`" (and `detach()` is a view) — following `_base` only sees views PyTorch recorded: two from_numpy wrappers, and a base against its detach(), answer False.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    root_a = a if a._base is None else a._base
    root_b = b if b._base is None else b._base
    return root_a is root_b
