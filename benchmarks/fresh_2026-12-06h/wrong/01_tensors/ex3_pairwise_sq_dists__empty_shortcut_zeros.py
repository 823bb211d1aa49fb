# Mistake: "Any of N, M, D may be 1 or even 0 (the result is still (N, M)), the inputs may be float32 or float64 (keep the dtype)" (and the must-handle accelerator/meta cases) — for an empty x or y it returns torch.zeros(N, M), which is float32 and on the CPU whatever the inputs' dtype and device (and not connected to the graph).
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    n, m = x.shape[0], y.shape[0]
    if n == 0 or m == 0:
        return torch.zeros(n, m)          # nothing to compare
    diff = x[:, None, :] - y[None, :, :]
    return (diff ** 2).sum(dim=-1)
