# Approach: unsqueeze instead of None indexing, pow and sum over dim 2.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    return (x.unsqueeze(1) - y.unsqueeze(0)).pow(2).sum(dim=2)
