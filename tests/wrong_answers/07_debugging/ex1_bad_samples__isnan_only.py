# Diagnosis: inf-missed
# Pitfall: torch.isnan alone: an example with an infinity passes the check.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.flatten(1)
    has_nan = flat.isnan().any(dim=1)
    constant = flat.amax(dim=1) == flat.amin(dim=1)
    return has_nan | constant
