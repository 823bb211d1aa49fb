# Mistake: "is constant (all its values equal)" (and "`std() == 0` is fragile ... a constant grey image's computed standard deviation may come out as `1e-7`") -- tests constancy with std() == 0, which misses grey constant examples and fails on a batch of one-value examples (std of one value is NaN).
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().flatten(1)
    nonfinite = ~torch.isfinite(flat).all(dim=1)
    constant = flat.float().std(dim=1) == 0
    return nonfinite | constant
