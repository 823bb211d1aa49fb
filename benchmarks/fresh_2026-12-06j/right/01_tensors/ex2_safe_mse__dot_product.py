# Right: validates with a shape pattern test, then computes the mean of squares as a dot product of the difference with itself divided by N.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def n_of(t):
        shape = tuple(t.shape)
        if len(shape) == 1 or (len(shape) == 2 and shape[1] == 1):
            return shape[0]
        raise ValueError(f"shape {shape} is not (N,) or (N, 1)")
    n_pred, n_target = n_of(pred), n_of(target)
    if n_pred != n_target:
        raise ValueError(f"{n_pred} predictions cannot pair with {n_target} targets")
    diff = pred.reshape(n_pred) - target.reshape(n_target)
    return torch.dot(diff, diff) / n_pred
