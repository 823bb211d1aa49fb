# Mistake: "dtype `float32`, `float64`, `float16` or `bfloat16`; ... huge values (near the dtype's largest)": casting to float32 first turns a finite float64 value near 1.8e308 into inf (flagged as non-finite) and can round distinct float64 values to the same float32 (flagged as constant).
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().float().flatten(1)            # half types: do the checks in float32
    nonfinite = ~torch.isfinite(flat).all(dim=1)
    constant = flat.amax(dim=1) == flat.amin(dim=1)
    return nonfinite | constant
