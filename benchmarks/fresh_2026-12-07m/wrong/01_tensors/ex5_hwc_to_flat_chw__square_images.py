# Mistake: "and `H` and `W` may differ": it takes the image side from H alone (square images), so for H != W the reshape to (N, C*H*H) raises.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n, side, _, c = x.shape                           # images are side x side
    return x.permute(0, 3, 1, 2).reshape(n, c * side * side)
