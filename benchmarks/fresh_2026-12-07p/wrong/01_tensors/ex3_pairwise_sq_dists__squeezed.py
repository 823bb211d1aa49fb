# Mistake: "Any of `N`, `M`, `D` may be 1 or even 0 (the result is still `(N, M)`)": a final squeeze() to tidy the shape turns N = 1 or M = 1 into a 1-D result (and N = M = 1 into a 0-d one).
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = x[:, None, :] - y[None, :, :]        # (N, M, D)
    return (diff ** 2).sum(dim=-1).squeeze()
