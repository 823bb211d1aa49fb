# Right: compares the untyped storages' data pointers, after detach() (harmless, same storage) and with an explicit bool().
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    sa = a.detach().untyped_storage()
    sb = b.detach().untyped_storage()
    return bool(sa.data_ptr() == sb.data_ptr())
