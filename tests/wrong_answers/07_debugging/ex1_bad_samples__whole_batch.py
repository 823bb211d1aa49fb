# Diagnosis: good-example-flagged
# Pitfall: one verdict for the whole batch, repeated for every example: good examples are flagged with the bad.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.flatten(1)
    bad = (~torch.isfinite(flat)).any() | (flat.amax(dim=1) == flat.amin(dim=1)).any()
    return bad.expand(len(x)).clone()
