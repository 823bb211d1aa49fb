# Right: compares the whole storage extent (start address and size in bytes) of both tensors, through detached views so nothing of the inputs is touched; equal extents of non-empty storages mean one allocation
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    sa = a.detach().untyped_storage()
    sb = b.detach().untyped_storage()
    same_start = sa.data_ptr() == sb.data_ptr()
    return bool(same_start and sa.nbytes() == sb.nbytes())
