# Mistake: "`view(torch.uint8)`, also of a slice" is listed among the views -- a different dtype is taken to mean a conversion (a copy) and answered False at once, so a tensor and its view(torch.uint8) are called not sharing.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    if a.dtype != b.dtype:
        return False          # a dtype conversion always copies
    return a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr()
