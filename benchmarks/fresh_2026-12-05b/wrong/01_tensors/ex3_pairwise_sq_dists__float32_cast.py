# Mistake: "the inputs may be float32 or float64 (keep the dtype)" — casts both inputs to float32, so float64 inputs give a float32 table.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    diff = x.float()[:, None, :] - y.float()[None, :, :]
    return (diff ** 2).sum(dim=-1)
