# Mistake: "memory layouts: contiguous, strided, transposed or channels last" — flattens each example with x.view(N, -1), which raises on a transposed, strided or channels_last batch (view needs compatible strides).
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().view(x.shape[0], -1)
    nonfinite = ~torch.isfinite(flat).all(dim=1)
    constant = flat.amax(dim=1) == flat.amin(dim=1)
    return nonfinite | constant
