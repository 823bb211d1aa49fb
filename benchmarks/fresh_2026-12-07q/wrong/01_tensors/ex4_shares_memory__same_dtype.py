# Mistake: "a view of it (... `view(torch.uint8)` ...)" shares the storage: a dtype check is added as a shortcut for "a dtype conversion has its own storage", so x and x.view(torch.uint8) give False.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    if a.dtype != b.dtype:            # another dtype is a conversion, i.e. a copy
        return False
    return a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr()
