# Mistake: "a view of it (... view(torch.uint8), also of a slice)" shares memory: a different dtype is taken to mean a copy ("a dtype conversion has its own storage"), so t and t.view(torch.uint8) are said not to share.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    if a.dtype != b.dtype:          # a dtype conversion is a copy
        return False
    return a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr()
