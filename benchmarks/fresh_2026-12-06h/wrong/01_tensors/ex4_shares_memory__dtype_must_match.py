# Mistake: "returns True when a and b read from the same underlying storage" (must-handle: "view(torch.uint8), also of a slice") — it also requires the same dtype, reasoning that "a dtype conversion is a copy"; a reinterpreting view such as t.view(torch.uint8) reads the very same storage, and it says False.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    if a.dtype != b.dtype:                 # another dtype means a converted copy
        return False
    return a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr()
