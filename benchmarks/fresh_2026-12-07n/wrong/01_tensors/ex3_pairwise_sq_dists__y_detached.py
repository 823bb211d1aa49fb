# Mistake: "gradients must flow back to x and y when they require grad": y is treated as a fixed reference set and detached, so y gets no gradient.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    reference = y.detach()                        # the points we compare against
    diff = x[:, None, :] - reference[None, :, :]
    return (diff ** 2).sum(-1)
