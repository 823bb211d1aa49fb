# Right: computes where each tensor's storage starts from its first element's address minus its storage offset in bytes, instead of asking untyped_storage() directly.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    def storage_start(t):
        return t.data_ptr() - t.storage_offset() * t.element_size()
    return storage_start(a) == storage_start(b)
