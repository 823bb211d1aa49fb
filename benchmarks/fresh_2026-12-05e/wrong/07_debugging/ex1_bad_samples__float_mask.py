# Mistake: "return a boolean tensor of shape `(N,)`" — returns the mask in x's dtype (1.0 / 0.0) so that it can be multiplied with a loss, not a bool tensor
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().reshape(x.shape[0], -1)
    bad = ~torch.isfinite(flat).all(dim=1) | (flat.amax(dim=1) == flat.amin(dim=1))
    return bad.to(x.dtype)
