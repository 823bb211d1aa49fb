# Mistake: "gradients must flow back to `x` and `y` when they require grad" — the (N, M, D) intermediate is built under torch.no_grad() "to save memory", so the result has no graph.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    with torch.no_grad():
        diff = x.unsqueeze(1) - y.unsqueeze(0)
    return (diff * diff).sum(-1)
