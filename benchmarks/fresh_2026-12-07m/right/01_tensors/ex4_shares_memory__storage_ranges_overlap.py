# Right: asks whether the two whole storages' byte ranges overlap (distinct allocations never do; the same storage always does), rather than comparing start addresses.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    sa, sb = a.untyped_storage(), b.untyped_storage()
    a_lo, b_lo = sa.data_ptr(), sb.data_ptr()
    return bool(a_lo < b_lo + sb.nbytes() and b_lo < a_lo + sa.nbytes())
