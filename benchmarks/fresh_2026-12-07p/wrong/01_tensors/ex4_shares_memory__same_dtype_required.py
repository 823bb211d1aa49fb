# Mistake: "returns `True` when `a` and `b` read from the same underlying storage" (the views include "`view(torch.uint8)`"): a dtype difference is taken as proof of a copy, so t and t.view(torch.uint8), which read the same storage, give False.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    if a.dtype != b.dtype:                      # a dtype conversion always copies
        return False
    return a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr()
