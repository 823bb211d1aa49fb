# Approach: each tensor's storage start from its data_ptr, storage_offset and element size.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    def start(t):
        return t.data_ptr() - t.storage_offset() * t.element_size()
    return start(a) == start(b)
