# Mistake: "non-contiguous (strided, transposed, channels_last) ones" -- flattens each example with view(), which raises on transposed / channels_last / strided batches.
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().view(x.shape[0], -1)
    finite = torch.isfinite(flat).all(dim=1)
    constant = flat.amax(dim=1) == flat.amin(dim=1)
    return ~finite | constant
