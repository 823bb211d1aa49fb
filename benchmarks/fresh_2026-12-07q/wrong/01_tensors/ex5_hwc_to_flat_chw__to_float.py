# Mistake: "the dtype is kept (float64 too)": the images are converted with .float() first, so a float64 batch comes back float32.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    x = x.float()
    return x.permute(0, 3, 1, 2).reshape(x.shape[0], -1)
