# Mistake: "the result is a Python `bool`" — the storage pointers are compared as tensors, so the function returns a 0-d bool tensor, not True/False.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    return torch.tensor(a.untyped_storage().data_ptr()) == torch.tensor(b.untyped_storage().data_ptr())
