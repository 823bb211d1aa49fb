# Mistake: "the inputs may be float32 or float64 (keep the dtype)" — accumulates the D squared differences into a torch.zeros buffer made in the default dtype, in place, so float64 inputs come back float32 (and the buffer reads the caller's default dtype)
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    out = torch.zeros(x.shape[0], y.shape[0], device=x.device)
    out += ((x.unsqueeze(1) - y.unsqueeze(0)) ** 2).sum(dim=2)
    return out
