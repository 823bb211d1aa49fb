# Mistake: "leave `x` as you found it" — records the non-finite examples, then overwrites the NaN/inf values with 0 in a reshaped tensor to compute max/min safely; for a contiguous batch reshape returns a view, so the caller's x is modified in place (only non-contiguous inputs, which reshape copies, survive).
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().reshape(x.shape[0], -1) if x.numel() else x.detach().flatten(1)
    bad_values = ~torch.isfinite(flat)
    nonfinite = bad_values.any(dim=1)
    flat[bad_values] = 0
    constant = flat.amax(dim=1) == flat.amin(dim=1)
    return nonfinite | constant
