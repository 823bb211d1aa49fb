# Mistake: "and when both wrap the same NumPy array through `torch.from_numpy`" — `a.untyped_storage() is b.untyped_storage()` is True for views (one storage object) but two from_numpy wrappers of one array get two storage objects over the same memory: False.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    return a.untyped_storage() is b.untyped_storage()
