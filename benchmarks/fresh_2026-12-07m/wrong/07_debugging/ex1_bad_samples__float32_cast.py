# Mistake: "dtype float32, float64, float16 or bfloat16 ... huge values (near the dtype's largest)" - casts everything to float32 first (to handle the half types), so a finite float64 example with values near 1e308 becomes inf and is flagged, and float64 values that differ only below float32 precision look constant.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().flatten(1).float()
    nonfinite = ~torch.isfinite(flat).all(dim=1)
    constant = flat.amax(dim=1) == flat.amin(dim=1)
    return nonfinite | constant
