# Mistake: "is **constant** (all its values equal ...)": a relative tolerance on the range (max - min <= 1e-3 * |max|) flags non-constant examples whose values are close but not equal, e.g. large values 1000.0 and 1000.5 in a float32 example.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().flatten(1)
    nonfinite = ~torch.isfinite(flat).all(dim=1)
    hi, lo = flat.amax(dim=1), flat.amin(dim=1)
    constant = (hi - lo) <= 1e-3 * hi.abs()
    return nonfinite | constant
