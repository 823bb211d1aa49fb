# Mistake: "dtype float32, float64, float16 or bfloat16" with "huge values (near the dtype's largest)": it casts to float32 first so that half types work, but a float64 example holding 1e300 becomes inf (flagged as non-finite although it is finite), and float64 values that differ by less than float32's precision become equal (a non-constant example flagged as constant).
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().float().flatten(1)
    finite = torch.isfinite(flat).all(dim=1)
    constant = flat.amax(dim=1) == flat.amin(dim=1)
    return ~finite | constant
