# Right: compares (device, storage address) pairs, reading the storage through a detached alias (same storage), and wraps the result in bool().
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    where_a = (a.device, a.detach().untyped_storage().data_ptr())
    where_b = (b.device, b.detach().untyped_storage().data_ptr())
    return bool(where_a == where_b)
