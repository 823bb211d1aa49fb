# Right: compares the untyped storages' start addresses, read under torch.no_grad (reading addresses changes nothing); from_numpy wrappers of one array share the address even through distinct storage objects.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    with torch.no_grad():
        pa = a.untyped_storage().data_ptr()
        pb = b.untyped_storage().data_ptr()
    return pa == pb
