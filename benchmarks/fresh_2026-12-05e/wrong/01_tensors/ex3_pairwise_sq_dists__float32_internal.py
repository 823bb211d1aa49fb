# Mistake: "the inputs may be float32 or float64 (keep the dtype)" — both inputs are converted to float32 to save memory, so float64 inputs come back as float32 (with float32 rounding).
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    x32, y32 = x.float(), y.float()
    return (x32[:, None] - y32[None]).square().sum(-1)
