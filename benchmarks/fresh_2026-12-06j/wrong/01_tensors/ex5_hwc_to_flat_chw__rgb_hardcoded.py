# Mistake: "any of N, H, W, C may be 1" (C in {1, 2, 3}): the three channels of an RGB image are hard-coded, so C = 1 or C = 2 raises IndexError.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    r, g, b = x[..., 0], x[..., 1], x[..., 2]
    return torch.cat([r.flatten(1), g.flatten(1), b.flatten(1)], dim=1)
