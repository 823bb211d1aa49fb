# Mistake: "is constant (all its values equal)" (Pitfalls: "std() == 0 is fragile"): constancy is tested as var(unbiased=False) == 0, which holds for black and white examples but can miss a constant grey one (0.7 everywhere) whose computed variance is a tiny non-zero number.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().flatten(1)
    nonfinite = ~torch.isfinite(flat).all(dim=1)
    constant = flat.var(dim=1, unbiased=False) == 0
    return nonfinite | constant
