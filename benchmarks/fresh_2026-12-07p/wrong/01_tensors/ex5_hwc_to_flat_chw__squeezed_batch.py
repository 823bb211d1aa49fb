# Mistake: "`N >= 1` and any of `N`, `H`, `W`, `C` may be 1 (a batch of one is still `(1, C*H*W)`)": the result is squeezed, so a batch of one comes back as (C*H*W,), and a single-value image (C*H*W == 1) as (N,).
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    return x.permute(0, 3, 1, 2).flatten(start_dim=1).squeeze()
