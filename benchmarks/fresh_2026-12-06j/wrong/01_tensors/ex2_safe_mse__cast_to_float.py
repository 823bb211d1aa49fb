# Mistake: "as a scalar (0-dimensional) tensor of the inputs' dtype": both sides are cast with .float() before F.mse_loss, so float64 inputs give a float32 loss.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def column(t):
        if t.dim() == 1 or (t.dim() == 2 and t.shape[1] == 1):
            return t.reshape(-1)
        raise ValueError(f"expected (N,) or (N, 1), got {tuple(t.shape)}")
    p, t = column(pred), column(target)
    if p.shape != t.shape:
        raise ValueError(f"{p.numel()} predictions for {t.numel()} targets")
    return F.mse_loss(p.float(), t.float())
