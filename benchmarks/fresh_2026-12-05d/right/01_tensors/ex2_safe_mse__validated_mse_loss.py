# Right: validates each shape explicitly (1-D, or 2-D with width 1; (1, 1) counts as (N, 1) with N = 1), compares N, then flattens both to (N,) and lets F.mse_loss (mean reduction, same shapes, no warning) compute a 0-d loss of the inputs' dtype with gradients.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def n_of(t, name):
        if t.dim() == 1:
            return t.shape[0]
        if t.dim() == 2 and t.shape[1] == 1:
            return t.shape[0]
        raise ValueError(f"{name} must have shape (N,) or (N, 1), got {tuple(t.shape)}")
    n_pred, n_target = n_of(pred, "pred"), n_of(target, "target")
    if n_pred != n_target:
        raise ValueError(f"{n_pred} predictions cannot pair with {n_target} targets")
    return F.mse_loss(pred.flatten(), target.flatten(), reduction="mean")
