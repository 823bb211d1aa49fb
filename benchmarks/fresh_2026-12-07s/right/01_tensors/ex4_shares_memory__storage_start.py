# Right: recomputes each tensor's storage start from data_ptr() minus its storage offset in bytes, instead of asking the storage.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    def start(t):
        return t.data_ptr() - t.storage_offset() * t.element_size()
    return start(a) == start(b)
