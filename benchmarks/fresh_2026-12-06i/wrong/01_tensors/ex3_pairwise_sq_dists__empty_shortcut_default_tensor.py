# Mistake: "Any of `N`, `M`, `D` may be 1 or even 0 ... the inputs may be float32 or float64 (keep the dtype)" — the empty case is short-cut with torch.zeros(N, M), made with the default dtype on the CPU and cut off from the graph: float64 inputs get float32, accelerator inputs get a CPU tensor (D = 0 included, where N x M is not empty).
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    n, m = x.shape[0], y.shape[0]
    if x.numel() == 0 or y.numel() == 0:
        return torch.zeros(n, m)                   # nothing to compare: all distances are 0
    diff = x.unsqueeze(1) - y.unsqueeze(0)
    return (diff * diff).sum(dim=-1)
