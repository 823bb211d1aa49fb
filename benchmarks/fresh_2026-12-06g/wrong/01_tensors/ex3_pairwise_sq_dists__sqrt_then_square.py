# Mistake: "gradients must flow back to x and y when they require grad" (with "possibly some rows equal to rows of x") — computes the Euclidean distance with sqrt and squares it back, so where a row of y equals a row of x the backward of sqrt at 0 gives inf * 0 = NaN gradients
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    dist = ((x[:, None, :] - y[None, :, :]) ** 2).sum(-1).sqrt()
    return dist * dist
