# Mistake: "shape (N, A), (N, A, B), ... sizes: N in {0, 1, 3, 5}" and "return a boolean tensor of shape (N,)": squeezing away singleton dimensions before flatten(1) also drops N when N = 1 (and A when A = 1), so a batch of one gets flags of the wrong shape (or an error for (1, A)).
def bad_samples(x: torch.Tensor) -> torch.Tensor:
    flat = x.detach().squeeze().flatten(1)        # drop the singleton channel dimension of images
    bad_values = ~torch.isfinite(flat).all(dim=1)
    constant = flat.max(dim=1).values == flat.min(dim=1).values
    return bad_values | constant
