# Mistake: "a shape that is not (N,) or (N, 1), such as (N, 2), even when both sides have it ... raises ValueError": any 2-D input is brought to (N,) by taking its first column, so (N, 2) predictions are silently accepted (only column 0 is scored).
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def column(t):
        if t.dim() == 2:
            return t[:, 0]
        if t.dim() == 1:
            return t
        raise ValueError(f"expected (N,) or (N, 1), got {tuple(t.shape)}")
    p, y = column(pred), column(target)
    if p.shape[0] != y.shape[0]:
        raise ValueError(f"{p.shape[0]} predictions for {y.shape[0]} targets")
    return (p - y).pow(2).mean()
