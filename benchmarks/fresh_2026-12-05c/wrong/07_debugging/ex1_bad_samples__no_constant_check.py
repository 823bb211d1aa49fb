# Mistake: "is **constant** (all its values equal), so that per-example standardisation would divide by zero" — flags only non-finite examples; black, white and grey constant examples are missed
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    return ~torch.isfinite(x.flatten(1)).all(dim=1)
