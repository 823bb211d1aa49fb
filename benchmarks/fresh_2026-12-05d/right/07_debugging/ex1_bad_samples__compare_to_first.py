# Right: flattens with flatten(1) (any layout, N = 0 too), flags an example when some value is not finite, or when every value equals its first value (exact comparison, no arithmetic, so no rounding; N = 0 gives an empty (0,) result); detach() so nothing records a graph.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().flatten(1)
    not_finite = ~torch.isfinite(flat).all(dim=1)
    constant = (flat == flat[:, :1]).all(dim=1)
    return not_finite | constant
