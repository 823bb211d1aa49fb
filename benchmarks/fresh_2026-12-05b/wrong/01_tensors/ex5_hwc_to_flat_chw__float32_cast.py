# Mistake: "the dtype is kept (float64 too)" — converts to float32 like an image pipeline would.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[0]
    return x.permute(0, 3, 1, 2).contiguous().view(n, -1).float()
