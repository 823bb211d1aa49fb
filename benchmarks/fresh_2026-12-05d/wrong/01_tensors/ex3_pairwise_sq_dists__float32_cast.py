# Mistake: "the inputs may be float32 or float64 (keep the dtype)" — both sides are cast to float32 first (to "match the model"), so float64 inputs give a float32 result with float32 rounding.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    x, y = x.float(), y.float()
    return ((x.unsqueeze(1) - y.unsqueeze(0)) ** 2).sum(-1)
