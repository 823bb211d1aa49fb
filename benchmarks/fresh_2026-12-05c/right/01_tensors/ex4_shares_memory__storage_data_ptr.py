# Right: compares the start addresses of the underlying untyped storages, which are the same for every view, for detach/expand/view(uint8), and for two from_numpy wrappers of one array
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    return a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr()
