# Mistake: "gradients must flow back to `x` and `y` when they require grad" — the differences are squared in place with diff.mul_(diff) to reuse the (N, M, D) buffer; mul's backward needs the factor it has just overwritten, so backward() raises "modified by an inplace operation" whenever x or y requires grad.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = x[:, None, :] - y[None, :, :]
    diff.mul_(diff)                                 # the (N, M, D) buffer is ours: square it in place
    return diff.sum(dim=-1)
