# Mistake: "the dtype is kept (float64 too)": the result is cast with .float() because convolutions want float, so a float64 input comes back float32 (and gradients reach x through a lossy cast).
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    chw = x.permute(0, 3, 1, 2).float()    # what a conv layer wants
    return chw.reshape(chw.shape[0], -1)
