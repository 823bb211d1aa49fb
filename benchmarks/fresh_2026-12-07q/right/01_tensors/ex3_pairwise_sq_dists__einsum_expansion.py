# Right: the expansion ||x||^2 + ||y||^2 - 2 x.y written with einsum and clamped at 0, instead of the (N, M, D) difference tensor.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    xx = torch.einsum("nd,nd->n", x, x)
    yy = torch.einsum("md,md->m", y, y)
    xy = torch.einsum("nd,md->nm", x, y)
    return (xx[:, None] + yy[None, :] - 2 * xy).clamp(min=0)
