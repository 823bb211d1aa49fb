# Right: two tensors share memory exactly when their untyped storages start at the same address (and live on the same device): true for views at any offset, dtype views, detach(), expand, and for two from_numpy wrappers of one array; copies get their own allocation.
def shares_memory(a: torch.Tensor, b: torch.Tensor) -> bool:
    same_device = a.device == b.device
    return bool(same_device and a.untyped_storage().data_ptr() == b.untyped_storage().data_ptr())
