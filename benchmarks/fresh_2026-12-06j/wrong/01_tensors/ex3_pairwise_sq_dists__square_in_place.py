# Mistake: "gradients must flow back to x and y when they require grad": the (N, M, D) differences are squared in place (diff.mul_(diff)) to save memory, which overwrites the tensor the multiplication saved for its backward, so backward() raises "modified by an inplace operation" whenever x or y requires grad.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = x[:, None, :] - y[None, :, :]     # (N, M, D): a fresh tensor, safe to overwrite
    diff.mul_(diff)
    return diff.sum(dim=-1)
