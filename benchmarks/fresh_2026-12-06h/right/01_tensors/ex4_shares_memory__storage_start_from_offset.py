# Right: computes where each tensor's storage starts from its own element pointer minus its storage offset in bytes (data_ptr() - storage_offset() * element_size()) and compares those addresses, instead of asking untyped_storage().
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    def storage_start(t):
        return t.data_ptr() - t.storage_offset() * t.element_size()
    return bool(a.device == b.device and storage_start(a) == storage_start(b))
