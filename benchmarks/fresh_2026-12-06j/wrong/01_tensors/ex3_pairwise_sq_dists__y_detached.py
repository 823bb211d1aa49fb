# Mistake: "gradients must flow back to x and y when they require grad": y is treated as a fixed set of reference points and detached, so no gradient reaches y.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    ref = y.detach()                            # the points we compare against stay fixed
    return ((x[:, None, :] - ref[None, :, :]) ** 2).sum(dim=-1)
