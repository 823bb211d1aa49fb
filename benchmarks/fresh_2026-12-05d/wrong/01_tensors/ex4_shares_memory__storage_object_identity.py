# Mistake: "when both wrap the same NumPy array through `torch.from_numpy`" — `is` on the storage objects works for views made by PyTorch (they share one storage object) but two from_numpy wrappers of one array get two storage objects over the same memory, so the answer is False.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    return a.untyped_storage() is b.untyped_storage()
