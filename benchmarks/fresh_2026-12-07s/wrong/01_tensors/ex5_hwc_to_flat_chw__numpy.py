# Mistake: "gradients flow back to x when it requires grad" -- the reorder is done in NumPy and wrapped back with torch.from_numpy, so the result has no graph to x.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    arr = x.detach().cpu().numpy().transpose(0, 3, 1, 2).reshape(x.shape[0], -1)
    return torch.from_numpy(arr.copy()).to(x.device)
