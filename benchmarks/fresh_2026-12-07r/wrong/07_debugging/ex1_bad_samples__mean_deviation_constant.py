# Mistake: "is constant (all its values equal)": measuring the largest deviation from the example's mean misses a constant example of huge values (near the dtype's largest), whose mean overflows to inf in float32/bfloat16/float64, so the deviation is inf instead of 0.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.flatten(1)
    nonfinite = ~torch.isfinite(flat).all(dim=1)
    deviation = (flat - flat.mean(dim=1, keepdim=True)).abs().amax(dim=1)
    return nonfinite | (deviation == 0)
