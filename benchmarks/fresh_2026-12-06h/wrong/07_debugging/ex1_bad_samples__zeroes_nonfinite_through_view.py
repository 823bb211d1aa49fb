# Mistake: "leave `x` as you found it" — replaces NaN/inf by 0 before the min/max comparison by writing into `x.flatten(1)`, which for a contiguous batch is a view of the caller's tensor: the caller's NaNs and infinities become zeros (and a leaf that requires grad raises on the in-place write).
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.flatten(1)
    finite = torch.isfinite(flat)
    nonfinite = ~finite.all(dim=1)
    flat[~finite] = 0                      # so that max/min are not NaN
    constant = flat.amax(dim=1) == flat.amin(dim=1)
    return nonfinite | constant
