# Right: compares the storages' addresses through a set of the two pointers (one element means one storage), written without ==.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    pointers = {t.untyped_storage().data_ptr() for t in (a, b)}
    return len(pointers) == 1
