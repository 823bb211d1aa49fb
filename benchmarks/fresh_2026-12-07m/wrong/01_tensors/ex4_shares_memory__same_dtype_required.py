# Mistake: "a view of it (... `view(torch.uint8)`, also of a slice)" shares storage: it also requires the same dtype, treating any dtype difference as a conversion (a copy), so a float tensor and its view(torch.uint8) give False.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    if a.dtype != b.dtype:        # another dtype means a conversion, and a conversion copies
        return False
    return a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr()
