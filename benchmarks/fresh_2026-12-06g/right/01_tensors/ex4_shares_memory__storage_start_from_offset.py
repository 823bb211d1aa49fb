# Right: recovers where each tensor's storage starts from its first element's address minus its storage offset (counted in its own element size, so dtype reinterpreting views agree too) and compares those addresses: views at any offset, disjoint views and from_numpy wrappers of one array share, copies do not
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    def storage_start(t):
        return t.data_ptr() - t.storage_offset() * t.element_size()
    return storage_start(a) == storage_start(b)
