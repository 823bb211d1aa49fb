# Mistake: "gradients must flow back to `x` and `y` when they require grad" — the (N, M, D) buffer is built from x.detach() to allow in-place subtraction, so no gradient reaches x (only y gets one).
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    m = y.shape[0]
    diff = x.detach()[:, None, :].repeat(1, m, 1)
    diff.sub_(y[None, :, :])
    return diff.pow_(2).sum(-1)
