# Right: reduces over all trailing dims by tuple instead of flattening, and calls an example constant when every value equals its first value.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    x = x.detach()
    dims = tuple(range(1, x.dim()))
    nonfinite = ~torch.isfinite(x).all(dim=dims) if dims else ~torch.isfinite(x)
    flat = x.flatten(1)
    constant = (flat == flat[:, :1]).all(dim=1)
    return nonfinite | constant
