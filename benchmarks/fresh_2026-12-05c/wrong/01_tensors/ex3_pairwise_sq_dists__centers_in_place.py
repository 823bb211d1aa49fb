# Mistake: "leave `x` and `y` unchanged" — subtracts the mean in place for numerical stability, modifying the caller's x and y (and failing on leaves that require grad)
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    if x.shape[0] > 0:
        center = x.mean(0)
        x.sub_(center)
        y.sub_(center)
    return ((x[:, None, :] - y[None, :, :]) ** 2).sum(-1)
