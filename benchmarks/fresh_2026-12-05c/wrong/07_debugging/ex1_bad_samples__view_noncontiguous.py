# Mistake: "non-contiguous (strided, transposed, channels_last) ones" — flattens with .view(), which raises on a transposed or channels-last batch
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.view(x.shape[0], -1)
    nonfinite = ~torch.isfinite(flat).all(dim=1)
    constant = flat.amax(dim=1) == flat.amin(dim=1)
    return nonfinite | constant
