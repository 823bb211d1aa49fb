# Mistake: "returns `True` when `a` and `b` read from the same underlying storage" (the list includes `view(torch.uint8)`) -- also requires equal dtypes, so t and t.view(torch.uint8), which read the very same bytes, are reported as not sharing.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    if a.dtype != b.dtype:           # a storage holds numbers of one type
        return False
    return a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr()
