# Mistake: "the inputs may be float32 or float64 (keep the dtype)" — converts to float32, so float64 inputs come back as float32
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    x, y = x.float(), y.float()
    return ((x[:, None, :] - y[None, :, :]) ** 2).sum(-1)
