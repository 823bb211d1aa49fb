# Right: compares the whole storage blocks rather than the tensors' own elements: two live CPU storages that are different allocations can never overlap, so overlapping [start, start + nbytes) storage intervals means one storage (non-empty tensors only, as the list guarantees).
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    sa, sb = a.untyped_storage(), b.untyped_storage()
    a0, b0 = sa.data_ptr(), sb.data_ptr()
    a1, b1 = a0 + sa.nbytes(), b0 + sb.nbytes()
    return (a0 < b1) and (b0 < a1)
