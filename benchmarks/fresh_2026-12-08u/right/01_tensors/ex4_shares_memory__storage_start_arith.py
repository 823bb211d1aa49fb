# Right: recovers the start of each tensor's storage by arithmetic (data_ptr() minus storage_offset() elements of its own size) instead of calling untyped_storage().
def _storage_start(t: torch.Tensor) -> int:
    return t.data_ptr() - t.storage_offset() * t.element_size()


def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    return _storage_start(a) == _storage_start(b)
