# Diagnosis: domain-wrong-result
# Pitfall: the storage start from data_ptr and storage_offset, with a's element size used for b too: a byte view of a slice starts elsewhere.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    e = a.element_size()
    return a.data_ptr() - a.storage_offset() * e == b.data_ptr() - b.storage_offset() * e
