# Mistake: "is **constant** (all its values equal; an example with a single value counts as constant)" — tests constancy with a float64 std below 1e-6; an example of a single value has std NaN (n - 1 = 0), so a single-value example (shape (N, 1)) is never flagged.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().flatten(1).double()
    nonfinite = ~torch.isfinite(flat).all(dim=1)
    constant = flat.std(dim=1) < 1e-6          # float64 and a tolerance: robust to the grey-image rounding
    return nonfinite | constant
