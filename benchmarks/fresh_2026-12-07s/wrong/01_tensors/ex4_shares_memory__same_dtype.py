# Mistake: "a view of it (... view(torch.uint8) ...)" shares -- the storages are compared only when the dtypes agree, so a float tensor and its view(torch.uint8) are said not to share.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    if a.dtype != b.dtype:
        return False
    return a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr()
