# Mistake: "leave `x` as you found it" (and "possibly a leaf that requires grad") — it records the non-finite flags, then replaces NaN/inf in place with nan_to_num_ before the constant check: the caller's batch is changed, and on a leaf that requires grad the in-place call raises.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    dims = tuple(range(1, x.dim()))
    not_finite = ~torch.isfinite(x).all(dim=dims) if dims else ~torch.isfinite(x)
    x.nan_to_num_(nan=0.0, posinf=0.0, neginf=0.0)
    flat = x.reshape(len(x), -1)
    return not_finite | (flat.amax(dim=1) == flat.amin(dim=1))
