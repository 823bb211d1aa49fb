# Mistake: "and `x` is left unchanged" — transpose_ permutes the caller's tensor itself: afterwards x has shape (N, C, H, W).
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[0]
    x.transpose_(1, 3)   # (N, C, W, H)
    x.transpose_(2, 3)   # (N, C, H, W)
    return x.reshape(n, -1)
