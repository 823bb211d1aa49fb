# Right: asks whether b's first element lies inside the byte range of a's storage (nbytes), rather than comparing the two storage addresses.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    storage = a.untyped_storage()
    start = storage.data_ptr()
    return start <= b.data_ptr() < start + storage.nbytes()
