# Mistake: "A copy (clone(), a dtype conversion, ...) has its own storage" read the other way round, as "another dtype means a copy" — a quick dtype check returns False first, so a view that reinterprets the bytes (t.view(torch.uint8)) is called separate from t
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    if a.dtype != b.dtype:
        return False
    return a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr()
