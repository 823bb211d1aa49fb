# Right: validates each shape explicitly against the two allowed forms and N, then computes the sum of squares as a dot product divided by N (N >= 1), a 0-d tensor in the inputs' dtype, differentiable.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def n_of(t):
        if t.dim() == 1:
            return t.shape[0]
        if t.dim() == 2 and t.shape[1] == 1:
            return t.shape[0]
        raise ValueError(f"expected shape (N,) or (N, 1), got {tuple(t.shape)}")
    n = n_of(pred)
    if n_of(target) != n:
        raise ValueError(f"{n} predictions but {n_of(target)} targets")
    d = pred.reshape(n) - target.reshape(n)
    return torch.dot(d, d) / n
