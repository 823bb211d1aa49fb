# Mistake: "return a boolean tensor of shape `(N,)`" — computes the max/min with keepdim=True (shape (N, 1)) and ORs them with the (N,) non-finite mask: broadcasting silently gives an (N, N) matrix (and (1, 1) for a batch of one).
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().flatten(1)
    constant = flat.amax(dim=1, keepdim=True) == flat.amin(dim=1, keepdim=True)
    nonfinite = ~torch.isfinite(flat).all(dim=1)
    return constant | nonfinite
