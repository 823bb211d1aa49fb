# Right: recovers each storage's start from the element pointer minus the storage offset (in the tensor's own element size), instead of calling untyped_storage().
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    def storage_start(t):
        return t.data_ptr() - t.storage_offset() * t.element_size()

    return storage_start(a) == storage_start(b)
