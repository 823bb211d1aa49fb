# Diagnosis: copy-counted
# Pitfall: storage size and first values are compared, so a clone looks like the same memory.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    sa, sb = a.untyped_storage(), b.untyped_storage()
    return sa.nbytes() == sb.nbytes() and bytes(sa[:8]) == bytes(sb[:8])
