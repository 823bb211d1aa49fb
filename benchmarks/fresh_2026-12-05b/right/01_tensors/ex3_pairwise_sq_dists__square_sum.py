# Right: unsqueeze both sides, torch.square and torch.sum over the last dimension.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    return torch.sum(torch.square(x.unsqueeze(-2) - y.unsqueeze(-3)), dim=-1)
