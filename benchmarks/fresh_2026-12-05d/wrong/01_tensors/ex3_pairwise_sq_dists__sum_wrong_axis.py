# Mistake: "sum over the feature dimension `D`" — the (N, M, D) differences are summed over dim 1 (y's dimension M), giving an (N, D) tensor instead of (N, M).
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = x[:, None, :] - y[None, :, :]
    return diff.square().sum(1)
