# Mistake: "a shape that is not `(N,)` or `(N, 1)` ... raises `ValueError`" and "for N = 1, `(1, N)` is `(1, 1)`: a valid `(N, 1)`" -- squeeze() on both sides accepts (N, 1, 1) and (1, N) as (N,), and squeezes a valid N = 1 input to 0 dimensions, raising ValueError for it.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    p, t = pred.squeeze(), target.squeeze()
    if p.dim() != 1 or t.dim() != 1 or p.shape != t.shape:
        raise ValueError(f"cannot pair {tuple(pred.shape)} with {tuple(target.shape)}")
    return ((p - t) ** 2).mean()
