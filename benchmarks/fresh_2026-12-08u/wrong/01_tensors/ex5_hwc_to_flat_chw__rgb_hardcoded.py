# Mistake: "C ∈ {1, 2, 3}" / "any of N, H, W, C may be 1": the three channels of an RGB image (the notebook's example has C = 3) are taken out one by one, so a grey (C = 1) or two-channel batch raises IndexError.
def hwc_to_flat_chw(x: torch.Tensor) -> torch.Tensor:
    n = x.shape[0]
    red, green, blue = x[..., 0], x[..., 1], x[..., 2]
    return torch.cat([red.reshape(n, -1), green.reshape(n, -1), blue.reshape(n, -1)], dim=1)
