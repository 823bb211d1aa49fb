# Mistake: "when both wrap the same NumPy array through torch.from_numpy" — compares the storages' C++ objects (_cdata) instead of the memory they point at, so two separate torch.from_numpy wrappers of one array (two storage objects over the same bytes) are called separate
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    return a.untyped_storage()._cdata == b.untyped_storage()._cdata
