# Right: validates each shape against the two allowed patterns with match statements, then hands two (N,) tensors to F.mse_loss (same shapes, so no warning and no broadcast).
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def as_column_count(t):
        match tuple(t.shape):
            case (n,) | (n, 1):
                return n
        raise ValueError(f"shape {tuple(t.shape)} is neither (N,) nor (N, 1)")

    n_pred, n_target = as_column_count(pred), as_column_count(target)
    if n_pred != n_target:
        raise ValueError(f"{n_pred} predictions cannot pair with {n_target} targets")
    return F.mse_loss(pred.reshape(n_pred), target.reshape(n_target))
