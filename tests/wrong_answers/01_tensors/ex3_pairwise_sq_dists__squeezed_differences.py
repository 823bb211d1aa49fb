# Diagnosis: rowwise-only
# Pitfall: squeeze() on the (N, M, D) differences drops N, M or D when one of them is 1.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = (x.unsqueeze(1) - y.unsqueeze(0)).squeeze()
    return (diff ** 2).sum(dim=-1)
