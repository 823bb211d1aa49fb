# Mistake: "gradients must flow back to `x` and `y`" with "possibly some rows equal to rows of `x`" -- the squared distance is built as sqrt(...)**2, whose gradient at a zero distance is NaN, so equal rows send NaN gradients to x and y.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = x[:, None, :] - y[None, :, :]
    dist = torch.sqrt((diff ** 2).sum(dim=-1))
    return dist ** 2
