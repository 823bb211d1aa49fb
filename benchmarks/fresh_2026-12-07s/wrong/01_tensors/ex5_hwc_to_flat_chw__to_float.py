# Mistake: "the dtype is kept (float64 too)" -- the result is converted to float32 "for the convolution", so float64 input comes back float32.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return x.permute(0, 3, 1, 2).float().reshape(x.shape[0], -1)
