# Mistake: "gradients must flow back to `x` and `y` when they require grad" -- squares the (N, M, D) differences in place to save memory; pow_ overwrites the difference that its own backward needs, so backward() raises "modified by an inplace operation" whenever x or y requires grad.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = x[:, None, :] - y[None, :, :]          # (N, M, D), a fresh tensor we own
    diff.mul_(diff)                               # square in place: no second (N, M, D) buffer
    return diff.sum(dim=-1)
