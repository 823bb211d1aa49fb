# Right: recovers where each storage starts from the element pointer minus the storage offset (in bytes of the element size), and compares those starts.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    def storage_start(t):
        return t.data_ptr() - t.storage_offset() * t.element_size()

    return storage_start(a) == storage_start(b)
