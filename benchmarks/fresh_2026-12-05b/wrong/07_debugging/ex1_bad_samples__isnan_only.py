# Mistake: "contains a NaN **or** an infinity anywhere" -- only tests isnan; an example holding inf or -inf (and otherwise varying) is not flagged.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().flatten(1)
    has_nan = flat.isnan().any(dim=1)
    constant = flat.amax(dim=1) == flat.amin(dim=1)
    return has_nan | constant
