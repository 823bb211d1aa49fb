# Mistake: "dtype float32, float64, float16 or bfloat16 ... huge values (near the dtype's largest)": the batch is converted to float32 first, so a finite float64 example with values near float64's largest becomes inf and is flagged, and two float64 values that round to the same float32 make a non-constant example look constant.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.float().flatten(1)              # float32: isfinite/amax work on every dtype
    return ~torch.isfinite(flat).all(dim=1) | (flat.amax(dim=1) == flat.amin(dim=1))
