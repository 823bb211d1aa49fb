# Diagnosis: used-cdist
# Pitfall: lets torch.cdist do the broadcasting the exercise is about.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    return torch.cdist(x, y) ** 2
