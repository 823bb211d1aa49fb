# Right: the direct difference with unsqueeze, squared with torch.square and summed over the named last axis (D = 0 gives zeros).
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = x.unsqueeze(-2) - y.unsqueeze(-3)     # (N, 1, D) - (1, M, D) -> (N, M, D)
    return torch.square(diff).sum(dim=2)
