# Mistake: "the dtype is kept (float64 too)" — casts to float32 on the way
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return x.float().permute(0, 3, 1, 2).contiguous().view(x.shape[0], -1)
