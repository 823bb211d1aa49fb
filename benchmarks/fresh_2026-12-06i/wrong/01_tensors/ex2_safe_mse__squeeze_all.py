# Mistake: "It accepts predictions of shape `(N,)` or `(N, 1)` ... N ∈ {1, 2, 3, 5}" and "any shape other than `(N,)` or `(N, 1)` ... raise `ValueError`" — squeeze() removes every size-1 dimension: (N, 1, 1) is accepted as (N,), and for N = 1 both sides become 0-d and a valid (1,) / (1, 1) pair is refused.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    p, y = pred.squeeze(), target.squeeze()
    if p.dim() != 1 or y.dim() != 1:
        raise ValueError(f"shapes {tuple(pred.shape)} and {tuple(target.shape)} are not (N,) or (N, 1)")
    if p.shape[0] != y.shape[0]:
        raise ValueError(f"{p.shape[0]} predictions against {y.shape[0]} targets")
    return ((p - y) ** 2).mean()
