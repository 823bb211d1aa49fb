# Mistake: "returns True when a and b read from the same underlying storage" (b may be "view(torch.uint8)" of a): also requires the same dtype, so a tensor and its view(torch.uint8) reinterpretation are called separate although they read the same bytes.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    if a.dtype != b.dtype:        # a different dtype is a conversion: a copy
        return False
    return a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr()
