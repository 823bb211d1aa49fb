# Mistake: "returning the `(N, M)` tensor ... Any of `N`, `M`, `D` may be 1 or even 0" — squeeze() is used to drop the feature dimension "when D is 1", but it also drops N or M when they are 1, so (1, D) against (M, D) returns shape (M,) instead of (1, M).
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    out = ((x[:, None, :] - y[None, :, :]) ** 2).sum(-1, keepdim=True)
    return out.squeeze()
