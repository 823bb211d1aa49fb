# Mistake: "returns ... as a scalar (0-dimensional) tensor of the inputs' dtype" — it converts both sides with .float() "so that integer targets work too", so float64 inputs give a float32 loss (and lose float64 precision).
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def column(t, name):
        if t.dim() == 1 or (t.dim() == 2 and t.shape[1] == 1):
            return t.reshape(-1).float()
        raise ValueError(f"{name} must have shape (N,) or (N, 1), not {tuple(t.shape)}")
    p, t = column(pred, "pred"), column(target, "target")
    if p.numel() != t.numel():
        raise ValueError(f"{p.numel()} predictions for {t.numel()} targets")
    return ((p - t) ** 2).mean()
