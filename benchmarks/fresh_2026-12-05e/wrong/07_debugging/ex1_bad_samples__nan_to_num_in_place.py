# Mistake: "leave `x` as you found it" — cleans the batch in place with nan_to_num_ after noting the non-finite examples (and fails outright on a leaf that requires grad)
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.reshape(x.shape[0], -1)
    nonfinite = ~torch.isfinite(flat).all(dim=1)
    x.nan_to_num_(nan=0.0, posinf=0.0, neginf=0.0)
    flat = x.reshape(x.shape[0], -1)
    constant = flat.amax(dim=1) == flat.amin(dim=1)
    return nonfinite | constant
