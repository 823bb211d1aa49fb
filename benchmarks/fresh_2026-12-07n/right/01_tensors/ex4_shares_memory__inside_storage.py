# Right: asks whether b's storage starts inside a's storage (and vice versa) through the raw addresses, instead of comparing the two storage pointers for equality.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    sa, sb = a.untyped_storage(), b.untyped_storage()
    a_start, b_start = sa.data_ptr(), sb.data_ptr()
    inside = a_start <= b_start < a_start + sa.nbytes() or b_start <= a_start < b_start + sb.nbytes()
    return bool(inside)
