# Right: recovers the storage's start address from data_ptr() minus storage_offset() * element_size() (storage_offset counts in the tensor's own dtype), instead of asking untyped_storage().
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    def storage_start(t):
        return t.data_ptr() - t.storage_offset() * t.element_size()
    return storage_start(a) == storage_start(b)
