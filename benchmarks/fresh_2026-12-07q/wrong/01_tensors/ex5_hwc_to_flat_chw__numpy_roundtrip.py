# Mistake: "gradients flow back to `x` when it requires grad": the reordering goes through NumPy (detach().numpy()), so the result is cut from x's graph.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[0]
    array = x.detach().cpu().numpy().transpose(0, 3, 1, 2).reshape(n, -1)
    return torch.from_numpy(array.copy()).to(x.device)
