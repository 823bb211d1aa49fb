# Mistake: "the dtype is kept (float64 too)": it converts the result with .float() for the model that follows, so a float64 x comes back float32.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[0]
    return x.permute(0, 3, 1, 2).reshape(n, -1).float()
