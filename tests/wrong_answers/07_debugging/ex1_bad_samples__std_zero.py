# Diagnosis: std-is-fragile
# Pitfall: "constant" tested with std() == 0: a constant grey image's computed std is about 1e-7, not 0.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.flatten(1)
    return ~torch.isfinite(flat).all(dim=1) | (flat.std(dim=1) == 0)
