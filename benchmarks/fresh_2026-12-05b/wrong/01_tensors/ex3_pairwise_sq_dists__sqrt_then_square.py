# Mistake: "gradients must flow back to x and y when they require grad" — squares the Euclidean distance computed with sqrt, whose gradient at a zero distance is NaN.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = x.unsqueeze(1) - y.unsqueeze(0)
    dist = diff.pow(2).sum(-1).sqrt()
    return dist * dist
