# Right: asks whether one tensor's first element lies inside the other's storage (its byte range [start, start + nbytes)), in either direction; distinct storages never overlap.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    def inside(t, other):
        storage = other.untyped_storage()
        start = storage.data_ptr()
        return start <= t.data_ptr() < start + storage.nbytes()

    return bool(inside(a, b) or inside(b, a))
