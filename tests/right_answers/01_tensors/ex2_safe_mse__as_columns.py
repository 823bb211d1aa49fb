# Approach: bring both to (N, 1) columns and average the squared differences with torch.mean.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def column(t):
        if t.dim() == 1:
            return t.unsqueeze(1)
        if t.dim() == 2 and t.shape[1] == 1:
            return t
        raise ValueError(f"not (N,) or (N, 1): {tuple(t.shape)}")

    p, y = column(pred), column(target)
    if len(p) != len(y):
        raise ValueError("different N")
    return torch.mean((p - y).pow(2))
