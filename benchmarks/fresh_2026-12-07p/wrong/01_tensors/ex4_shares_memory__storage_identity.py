# Mistake: "and when both wrap the same NumPy array through `torch.from_numpy`" (b may come "through the same or a second `torch.from_numpy` wrapper"): the storage objects are compared with `is`, which holds for views of one tensor but not for two from_numpy wrappers, each with its own storage object over the same memory, so they give False.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    return a.untyped_storage() is b.untyped_storage()
