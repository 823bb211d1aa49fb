# Mistake: "dtype float32, float64, ...; ... huge values (near the dtype's largest)": converting to float32 first (to make half types safe) turns a float64 example with a huge finite value (e.g. 1e308) into inf, flagging a finite, non-constant example; it also merges float64 values closer than float32's precision into "constant".
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().float().flatten(1)
    nonfinite = ~torch.isfinite(flat).all(dim=1)
    constant = flat.amax(dim=1) == flat.amin(dim=1)
    return nonfinite | constant
