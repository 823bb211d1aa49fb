# Mistake: "gradients flow back to `x` when it requires grad" — goes through NumPy, which raises for a tensor that requires grad (and for meta/accelerator tensors)
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[0]
    arr = x.numpy().transpose(0, 3, 1, 2).reshape(n, -1)
    return torch.from_numpy(arr.copy())
