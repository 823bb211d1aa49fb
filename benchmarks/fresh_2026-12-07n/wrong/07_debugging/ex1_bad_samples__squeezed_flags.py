# Mistake: "return a boolean tensor of shape (N,)": the flags are computed with keepdim=True and squeeze()d without a dim, so a batch of one returns a 0-dimensional tensor instead of shape (1,).
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().flatten(1)
    nonfinite = ~torch.isfinite(flat).all(dim=1, keepdim=True)
    constant = flat.amax(dim=1, keepdim=True) == flat.amin(dim=1, keepdim=True)
    return (nonfinite | constant).squeeze()
