# Mistake: "a view of it (... `view(torch.uint8)`, also of a slice)" — a fast path says tensors of different dtypes cannot share memory (a dtype conversion is a copy), so a view(torch.uint8) of the base is reported as not sharing.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    if a.dtype != b.dtype:          # another dtype means a conversion, and a conversion copies
        return False
    return a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr()
