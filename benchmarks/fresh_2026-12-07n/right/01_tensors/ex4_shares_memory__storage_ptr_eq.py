# Right: compares the storages' base addresses via the tensors' untyped storages, written as a set of addresses of size one.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    return len({t.untyped_storage().data_ptr() for t in (a, b)}) == 1
