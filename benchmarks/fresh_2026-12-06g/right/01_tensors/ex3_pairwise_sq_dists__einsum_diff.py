# Right: builds the (N, M, D) differences with one broadcast through expand, and lets einsum square-and-sum over D; empty N, M or D give an (N, M) result (zeros when D == 0) on x's device, in x's dtype, still connected to x and y
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    n, d = x.shape
    m = y.shape[0]
    diff = x.unsqueeze(1).expand(n, m, d) - y.unsqueeze(0).expand(n, m, d)
    return torch.einsum("nmd,nmd->nm", diff, diff)
