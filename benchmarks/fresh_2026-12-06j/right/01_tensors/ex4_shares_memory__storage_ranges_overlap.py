# Right: compares the whole byte ranges of the two storages (two separate allocations never overlap; one storage, however reached, overlaps itself), not only their first bytes.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    sa, sb = a.untyped_storage(), b.untyped_storage()
    a0, b0 = sa.data_ptr(), sb.data_ptr()
    return bool(a0 < b0 + sb.nbytes() and b0 < a0 + sa.nbytes())
