# Right: compares the untyped storages' addresses through a helper with a keyword argument, and answers True at once for the same object.
def _storage_address(t, *, untyped=True):
    storage = t.untyped_storage() if untyped else t.storage()
    return storage.data_ptr()


def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    if a is b:
        return True
    return _storage_address(a) == _storage_address(b)
