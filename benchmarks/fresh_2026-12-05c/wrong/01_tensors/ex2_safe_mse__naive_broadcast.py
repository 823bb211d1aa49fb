# Mistake: "for `(N, 1)` against `(N,)` it averages an `(N, N)` matrix" — the plain formula broadcasts silently and never raises ValueError
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    return ((pred - target) ** 2).mean()
