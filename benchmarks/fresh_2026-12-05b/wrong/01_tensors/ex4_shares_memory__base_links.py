# Mistake: "and when both wrap the same NumPy array through torch.from_numpy" — follows the ._base links, which PyTorch does not record between two from_numpy wrappers.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    root_a = a._base if a._base is not None else a
    root_b = b._base if b._base is not None else b
    return root_a is root_b
