# Mistake: "contains a NaN **or** an infinity anywhere" — checks isnan only, so an example holding inf or -inf (and otherwise varied values) is not flagged
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.flatten(1)
    has_nan = torch.isnan(flat).any(dim=1)
    constant = flat.amax(dim=1) == flat.amin(dim=1)
    return has_nan | constant
