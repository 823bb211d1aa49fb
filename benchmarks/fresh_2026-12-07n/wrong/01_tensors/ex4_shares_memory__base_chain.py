# Mistake: "and when both wrap the same NumPy array through torch.from_numpy" (the prompt's own pitfall: "Following `_base` misses tensors that PyTorch did not record as views of one another"): sharing is decided from `_base` alone, so two from_numpy wrappers of one array (and a detach() of a view) are said not to share.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    root_a = a._base if a._base is not None else a
    root_b = b._base if b._base is not None else b
    return root_a is root_b
