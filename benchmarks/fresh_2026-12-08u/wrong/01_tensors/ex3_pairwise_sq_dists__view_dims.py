# Mistake: "the inputs may be ... in any memory layout": the missing dimensions are inserted with .view(n, 1, d) / .view(1, m, d), which raises for a transposed or column-major x or y.
def pairwise_sq_dists(x: torch.Tensor, y: torch.Tensor) -> torch.Tensor:
    n, d = x.shape
    m = y.shape[0]
    diff = x.view(n, 1, d) - y.view(1, m, d)
    return (diff * diff).sum(2)
