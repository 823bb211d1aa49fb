# Mistake: "is constant (all its values equal; an example with a single value counts as constant)" - tests constancy with std() == 0: a grey example's computed std may be a tiny non-zero number, and an example with a single value (shape (N, 1)) has std NaN (n-1 correction), so neither is flagged.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().flatten(1)
    nonfinite = ~torch.isfinite(flat).all(dim=1)
    constant = flat.std(dim=1) == 0
    return nonfinite | constant
