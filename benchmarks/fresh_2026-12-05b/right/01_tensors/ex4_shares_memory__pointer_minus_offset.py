# Right: reconstruct each storage's start from data_ptr() minus storage_offset() times the element size.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    start_a = a.data_ptr() - a.storage_offset() * a.element_size()
    start_b = b.data_ptr() - b.storage_offset() * b.element_size()
    return bool(start_a == start_b)
