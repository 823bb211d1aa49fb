# Right: collects the storage addresses of both tensors in a set and asks whether only one address is left.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    addresses = {t.untyped_storage().data_ptr() for t in (a, b)}
    return len(addresses) == 1
