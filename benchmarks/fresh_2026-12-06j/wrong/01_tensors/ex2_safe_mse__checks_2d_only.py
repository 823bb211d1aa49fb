# Mistake: "Anything else raises ValueError: ... a shape that is not (N,) or (N, 1)": only 2-D inputs are checked for a single column, so a 3-D (N, 1, 1) prediction passes the checks and a loss is returned instead of ValueError.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    for t in (pred, target):
        if t.dim() == 2 and t.shape[1] != 1:
            raise ValueError(f"expected (N,) or (N, 1), got {tuple(t.shape)}")
    if pred.shape[0] != target.shape[0]:
        raise ValueError(f"{pred.shape[0]} predictions for {target.shape[0]} targets")
    return ((pred.reshape(-1) - target.reshape(-1)) ** 2).mean()
