# Mistake: "gradients must flow back to `x` and `y` ... `y`: possibly some rows equal to rows of `x`" — reusing a Euclidean distance (sqrt) and squaring it gives the same values, but at a zero distance the gradient of sqrt is inf * 0 = NaN.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    dist = ((x[:, None, :] - y[None, :, :]) ** 2).sum(-1).sqrt()
    return dist ** 2
