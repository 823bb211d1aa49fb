# Mistake: "is constant (all its values equal; an example with a single value counts as constant)": testing std() == 0 misses a constant grey example whose computed std is a tiny non-zero number, and an example with a single value (its std is NaN).
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.flatten(1)
    return ~torch.isfinite(flat).all(dim=1) | (flat.std(dim=1) == 0)
