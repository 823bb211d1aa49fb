# Mistake: "returns the mean ... as a scalar (0-dimensional) tensor" — both sides are brought to (N, 1) and averaged over dim 0, which leaves a tensor of shape (1,).
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    for t in (pred, target):
        if not (t.dim() == 1 or (t.dim() == 2 and t.shape[1] == 1)):
            raise ValueError(f"expected (N,) or (N, 1), got {tuple(t.shape)}")
    if pred.shape[0] != target.shape[0]:
        raise ValueError("different numbers of predictions and targets")
    p, t = pred.reshape(-1, 1), target.reshape(-1, 1)
    return ((p - t) ** 2).mean(dim=0)
