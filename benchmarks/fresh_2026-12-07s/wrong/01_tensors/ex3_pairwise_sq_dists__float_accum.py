# Mistake: "the inputs may be float32 or float64 (keep the dtype)" -- the differences are accumulated in float32 for speed and cast back, so float64 inputs lose precision (entries off in the 8th digit).
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = x.float()[:, None, :] - y.float()[None, :, :]
    return (diff ** 2).sum(-1).to(x.dtype)
