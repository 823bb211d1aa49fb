# Mistake: "for a batch x of shape (N, ...) (images, feature vectors, anything ...)" with shapes (N, A), (N, A, B), (N, A, B, C) or (N, A, 1, B, C): reducing over dims (1, 2, 3) fits only 4-D image batches; a 2-D or 3-D batch raises an IndexError and a 5-D batch returns an (N, C) tensor instead of (N,).
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    dims = (1, 2, 3)                                   # channels, height, width
    finite = torch.isfinite(x).all(dim=1).all(dim=1).all(dim=1)
    constant = x.amax(dim=dims) == x.amin(dim=dims)
    return ~finite | constant
