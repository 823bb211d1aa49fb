# Mistake: "returns the mean ... as a scalar (0-dimensional) tensor of the inputs' dtype" — both sides are converted with .float() "to be safe" before F.mse_loss, so float64 inputs give a float32 loss (and lose float64 precision).
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def check(t, name):
        if t.dim() == 2 and t.shape[1] == 1:
            return t[:, 0]
        if t.dim() == 1:
            return t
        raise ValueError(f"{name} has shape {tuple(t.shape)}: expected (N,) or (N, 1)")

    p, y = check(pred, "pred"), check(target, "target")
    if p.shape[0] != y.shape[0]:
        raise ValueError(f"{p.shape[0]} predictions against {y.shape[0]} targets")
    return F.mse_loss(p.float(), y.float())
