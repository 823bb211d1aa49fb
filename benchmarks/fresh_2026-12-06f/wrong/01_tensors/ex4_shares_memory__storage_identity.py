# Mistake: "when both wrap the same NumPy array through `torch.from_numpy`" — compares the storage *objects* with `is`: views share one StorageImpl so they pass, but two from_numpy wrappers of one array get two storage objects over the same memory and answer False.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    return a.untyped_storage() is b.untyped_storage()
