# Right: compares the start addresses of the two untyped storages (not of the first elements), so offsets, disjoint views, dtype views and from_numpy twins all count; returns a Python bool.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    sa, sb = a.untyped_storage(), b.untyped_storage()
    return bool(sa.data_ptr() == sb.data_ptr() and sa.nbytes() > 0)
