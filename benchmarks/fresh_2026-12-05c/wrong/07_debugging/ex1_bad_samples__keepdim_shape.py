# Mistake: "return a boolean tensor of shape (N,)" — reduces with keepdim=True and returns shape (N, 1)
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.flatten(1)
    nonfinite = ~torch.isfinite(flat).all(dim=1, keepdim=True)
    constant = flat.amax(dim=1, keepdim=True) == flat.amin(dim=1, keepdim=True)
    return nonfinite | constant
