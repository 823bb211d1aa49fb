# Mistake: "the dtype is kept (float64 too)" — .float() is applied to make the result "model-ready", so float64 images come back as float32.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return x.float().permute(0, 3, 1, 2).flatten(1)
