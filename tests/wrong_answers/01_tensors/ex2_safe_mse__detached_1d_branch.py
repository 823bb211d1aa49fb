# Diagnosis: no-gradient
# Pitfall: the (N,) branch returns pred.data, cutting the graph for one-dimensional predictions only.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def as_column(t):
        if t.dim() == 2 and t.shape[1] == 1:
            return t[:, 0]
        if t.dim() == 1:
            return t.data
        raise ValueError(f"expected shape (N,) or (N, 1), got {tuple(t.shape)}")

    p, y = as_column(pred), as_column(target)
    if p.shape != y.shape:
        raise ValueError("different N")
    return ((p - y) ** 2).mean()
