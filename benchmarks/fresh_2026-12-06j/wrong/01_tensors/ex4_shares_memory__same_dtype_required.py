# Mistake: "a view of it (... view(torch.uint8) ...)" shares the storage: a different dtype is taken as proof of a copy, so t and t.view(torch.uint8) are answered False.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    if a.dtype != b.dtype:
        return False                    # a dtype conversion always copies
    return a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr()
