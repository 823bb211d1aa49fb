# Mistake: "is **constant** (all its values equal)" with "black, white and grey constant examples" — tests constancy as "the mean equals the first value"; for a constant grey example (0.3 repeated 6+ times in float32, or most values in float16/bfloat16) the computed mean differs from 0.3 in the last bit, so the constant example is not flagged.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().flatten(1)
    nonfinite = ~torch.isfinite(flat).all(dim=1)
    constant = flat.mean(dim=1) == flat[:, 0]
    return nonfinite | constant
