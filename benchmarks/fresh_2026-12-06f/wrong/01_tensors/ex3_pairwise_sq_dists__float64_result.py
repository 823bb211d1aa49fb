# Mistake: "the inputs may be float32 or float64 (keep the dtype)" — computes in float64 for accuracy and forgets to convert back: float32 inputs give a float64 table.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    xd, yd = x.double(), y.double()
    return ((xd[:, None, :] - yd[None, :, :]) ** 2).sum(-1)
