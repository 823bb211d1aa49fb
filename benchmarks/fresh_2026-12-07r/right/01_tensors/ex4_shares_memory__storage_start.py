# Right: computes each storage's start from data_ptr() minus storage_offset() * element_size() instead of calling untyped_storage().
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    def start(t):
        return t.data_ptr() - t.storage_offset() * t.element_size()
    return start(a) == start(b)
