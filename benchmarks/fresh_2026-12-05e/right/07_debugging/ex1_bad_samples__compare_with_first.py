# Right: an example is constant when every value equals its first value (a NaN never equals itself, but NaN examples are flagged by isfinite anyway); flatten(1) copies non-contiguous layouts (and keeps an empty batch as (0, M)), an empty batch yields a (0,) bool tensor
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().flatten(start_dim=1)
    nonfinite = ~torch.isfinite(flat).all(dim=1)
    constant = (flat == flat[:, :1]).all(dim=1)
    return torch.logical_or(nonfinite, constant)
