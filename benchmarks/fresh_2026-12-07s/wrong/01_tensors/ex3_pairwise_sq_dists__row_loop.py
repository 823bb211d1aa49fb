# Mistake: "with broadcasting, no Python loops ... Any of N, M, D may be ... 0" -- loops over the rows of x and stacks them, which breaks the no-loop rule and raises on N = 0 (torch.stack of an empty list).
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    return torch.stack([((xi[None, :] - y) ** 2).sum(-1) for xi in x])
