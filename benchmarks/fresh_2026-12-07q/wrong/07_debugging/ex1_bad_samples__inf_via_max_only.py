# Mistake: "contains a NaN or an infinity anywhere" (+inf and -inf): infinity is detected from each example's maximum only, so an example holding -inf among ordinary values is not flagged.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().flatten(1)
    hi, lo = flat.amax(dim=1), flat.amin(dim=1)
    has_nan = torch.isnan(flat).any(dim=1)
    has_inf = torch.isinf(hi)
    return has_nan | has_inf | (hi == lo)
