# Mistake: "the inputs may be float32 or float64 (keep the dtype)": both inputs are converted with .float(), so float64 inputs give a float32 result.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    x, y = x.float(), y.float()
    return ((x[:, None, :] - y[None, :, :]) ** 2).sum(dim=-1)
