# Mistake: "the inputs may be float32 or float64 (keep the dtype)": the differences are squared and summed in float32 and only the result is cast back, so float64 inputs get a float64 tensor holding float32-precision distances.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = x.float().unsqueeze(1) - y.float().unsqueeze(0)
    return diff.pow(2).sum(dim=-1).to(x.dtype)
