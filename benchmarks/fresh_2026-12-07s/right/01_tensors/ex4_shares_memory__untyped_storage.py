# Right: compares the untyped storages' addresses, wrapped in bool().
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    return bool(a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr())
