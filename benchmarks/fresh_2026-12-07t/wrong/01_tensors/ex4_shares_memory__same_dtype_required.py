# Mistake: "a view of it (... `view(torch.uint8)`, also of a slice)": tensors of different dtypes are taken to be conversions with their own storage, so t and t.view(torch.uint8), which share it, are answered False.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    if a.dtype != b.dtype:
        return False                               # a dtype conversion is a copy
    return a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr()
