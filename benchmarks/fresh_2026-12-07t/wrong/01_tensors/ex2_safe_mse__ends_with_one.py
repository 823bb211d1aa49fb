# Mistake: "a shape that is not `(N,)` or `(N, 1)` ... raises `ValueError`": a shape is accepted whenever it is 1-D or its last size is 1, so a pred of shape (N, 1, 1) is flattened and scored instead of refused.
def _column(x):
    if x.dim() == 1 or x.shape[-1] == 1:
        return x.reshape(-1)
    raise ValueError(f"expected (N,) or (N, 1), got {tuple(x.shape)}")


def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    p, t = _column(pred), _column(target)
    if p.shape[0] != t.shape[0]:
        raise ValueError(f"{p.shape[0]} predictions against {t.shape[0]} targets")
    return ((p - t) ** 2).mean()
