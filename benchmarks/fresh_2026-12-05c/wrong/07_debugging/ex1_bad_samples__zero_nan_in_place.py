# Mistake: "leave `x` as you found it" — replaces NaN/inf by 0 in x itself (nan_to_num_) after noting them, which mutates the caller's batch (and raises on a leaf that requires grad)
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.flatten(1)
    nonfinite = ~torch.isfinite(flat).all(dim=1)
    x.nan_to_num_(nan=0.0, posinf=0.0, neginf=0.0)
    flat = x.flatten(1)
    constant = flat.amax(dim=1) == flat.amin(dim=1)
    return nonfinite | constant
