# Mistake: "without `torch.cdist` (which would do the work for you)" — squares cdist's distances instead of broadcasting
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    return torch.cdist(x, y) ** 2
