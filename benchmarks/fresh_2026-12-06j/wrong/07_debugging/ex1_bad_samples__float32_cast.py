# Mistake: "is constant (all its values equal)" / "contains a NaN or an infinity": the batch is cast to float32 first, so a float64 example whose values differ below float32's precision (e.g. 1.0 and 1.0 + 1e-12) is flagged constant, and finite float64 values beyond 3.4e38 become inf and are flagged.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().float().flatten(1)          # one dtype for the comparisons (half and bfloat16 too)
    lo, hi = flat.aminmax(dim=1)
    return ~flat.isfinite().all(dim=1) | (lo == hi)
