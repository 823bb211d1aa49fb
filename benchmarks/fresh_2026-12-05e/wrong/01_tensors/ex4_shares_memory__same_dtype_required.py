# Mistake: "`view(torch.uint8)`, also of a slice" (a view in the must-handle list) — a hurried reading of "a dtype conversion ... has its own storage" makes any dtype difference mean a copy, so x.view(torch.uint8) is called separate from x.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    if a.dtype != b.dtype:
        return False
    return a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr()
