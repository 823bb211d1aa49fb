# Right: computes where each tensor's storage starts from its own first element: data_ptr() minus storage_offset() elements of its element size (this works for byte views too, whose offset counts bytes) and compares the two starts; a Python bool.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    def storage_start(t):
        return t.data_ptr() - t.storage_offset() * t.element_size()
    return bool(storage_start(a) == storage_start(b))
