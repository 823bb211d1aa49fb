# Mistake: "It accepts predictions of shape `(N,)` or `(N, 1)` and targets of shape `(N,)` or `(N, 1)`" with N = 1 among the sizes: squeeze(-1) also squeezes a (1,) tensor to 0-d, which the dimension check then refuses, so N = 1 raises ValueError on valid inputs.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    p, y = pred.squeeze(-1), target.squeeze(-1)     # (N, 1) -> (N,)
    if p.dim() != 1 or y.dim() != 1 or p.shape != y.shape:
        raise ValueError(f"shapes {tuple(pred.shape)} and {tuple(target.shape)} do not pair up")
    return ((p - y) ** 2).mean()
