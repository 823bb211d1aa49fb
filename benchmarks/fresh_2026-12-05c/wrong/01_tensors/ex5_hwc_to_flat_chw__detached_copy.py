# Mistake: "gradients flow back to `x` when it requires grad" — builds the result with torch.tensor(...) from the values, cutting it off the graph
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    chw = x.detach().permute(0, 3, 1, 2).reshape(x.shape[0], -1)
    return torch.tensor(chw.tolist(), dtype=x.dtype, device=x.device)
