# Mistake: "`((x - y) ** 2).sum(-1)` compares `x_i` with `y_i` only" — returns N numbers when N == M and raises otherwise
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    return ((x - y) ** 2).sum(-1)
