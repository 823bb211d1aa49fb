# Mistake: "a caller whose notebook runs on an accelerator ... the result as the reference's" / inputs on any device — the flag vector is created with torch.zeros(N, dtype=bool) on the CPU and OR-ed in place with masks computed on x's device, which fails (or lands on the wrong device) for a GPU batch.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flags = torch.zeros(x.shape[0], dtype=torch.bool)
    if x.shape[0] == 0:
        return flags
    flat = x.detach().flatten(1)
    flags |= ~torch.isfinite(flat).all(dim=1)
    flags |= flat.amax(dim=1) == flat.amin(dim=1)
    return flags
