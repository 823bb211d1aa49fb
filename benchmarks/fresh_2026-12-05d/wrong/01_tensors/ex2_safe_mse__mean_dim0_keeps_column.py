# Mistake: "returns the mean ... as a scalar (0-dimensional) tensor" — target is reshaped to pred's shape and averaged over dim 0, which for an (N, 1) pred returns a (1,)-shaped tensor, not a 0-d one.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    for t in (pred, target):
        if not (t.dim() == 1 or (t.dim() == 2 and t.shape[1] == 1)):
            raise ValueError(f"expected (N,) or (N, 1), got {tuple(t.shape)}")
    if pred.shape[0] != target.shape[0]:
        raise ValueError("different N")
    return ((pred - target.reshape(pred.shape)) ** 2).mean(dim=0)
