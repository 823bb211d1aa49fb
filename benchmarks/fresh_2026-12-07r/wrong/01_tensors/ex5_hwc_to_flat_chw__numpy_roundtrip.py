# Mistake: "gradients flow back to `x` when it requires grad" (and inputs on meta/accelerators) -- the reordering is done in NumPy on a detached copy, so the result is cut from the graph (and meta or GPU tensors cannot go through .numpy()).
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[0]
    arr = x.detach().numpy().transpose(0, 3, 1, 2).reshape(n, -1)
    return torch.from_numpy(arr.copy())
