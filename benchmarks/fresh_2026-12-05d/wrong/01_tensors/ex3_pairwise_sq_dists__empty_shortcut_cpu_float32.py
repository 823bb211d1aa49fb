# Mistake: "Any of `N`, `M`, `D` may be 1 or even 0 ... (keep the dtype) ... gradients must flow back" — the "nothing to compute" shortcut for D = 0 (or N, M = 0) returns torch.zeros(N, M): float32 even for float64 inputs, on the CPU for meta/accelerator inputs, and cut off from the graph (backward then fails).
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    if x.numel() == 0 or y.numel() == 0:
        return torch.zeros(x.shape[0], y.shape[0])
    return ((x[:, None, :] - y[None, :, :]) ** 2).sum(-1)
