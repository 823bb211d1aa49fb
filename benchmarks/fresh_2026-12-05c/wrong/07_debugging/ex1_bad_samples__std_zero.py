# Mistake: "is **constant** (all its values equal)" (Pitfalls: `std() == 0` is fragile) — a grey constant example's std can come out as ~1e-7, and an example of one value has std NaN, so neither is flagged
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.flatten(1)
    nonfinite = ~torch.isfinite(flat).all(dim=1)
    constant = flat.float().std(dim=1) == 0
    return nonfinite | constant
