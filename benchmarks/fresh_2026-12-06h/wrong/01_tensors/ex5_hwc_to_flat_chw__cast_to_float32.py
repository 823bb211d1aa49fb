# Mistake: "the dtype is kept (float64 too)" — it converts to float32 with .float() because "convolutions take float32 weights", so a float64 batch comes back float32.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[0]
    return x.float().permute(0, 3, 1, 2).reshape(n, -1)
