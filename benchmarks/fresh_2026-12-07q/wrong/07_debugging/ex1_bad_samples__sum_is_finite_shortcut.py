# Mistake: "contains a NaN or an infinity anywhere": testing the sum of each example instead (a NaN or inf anywhere makes the sum non-finite) also flags examples whose huge but finite values (near the dtype's largest) overflow when added up.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().flatten(1)
    nonfinite = ~torch.isfinite(flat.sum(dim=1))
    constant = flat.amax(dim=1) == flat.amin(dim=1)
    return nonfinite | constant
