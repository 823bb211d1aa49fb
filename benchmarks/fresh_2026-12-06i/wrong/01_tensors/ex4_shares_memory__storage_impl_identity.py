# Mistake: "and when both wrap the same NumPy array through `torch.from_numpy`" — it compares the identity of the storage objects (their C++ StorageImpl), which PyTorch shares between views but not between two from_numpy wrappers of one array, so those are reported as not sharing.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    return a.untyped_storage()._cdata == b.untyped_storage()._cdata
