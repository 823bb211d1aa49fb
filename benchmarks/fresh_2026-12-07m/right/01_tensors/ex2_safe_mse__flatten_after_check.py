# Right: checks dims and trailing size explicitly, flattens only after the check, and averages with sum / N written out (torch.square, torch.sub).
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    for name, t in (("pred", pred), ("target", target)):
        if not (t.dim() == 1 or (t.dim() == 2 and t.shape[1] == 1)):
            raise ValueError(f"{name} has shape {tuple(t.shape)}: expected (N,) or (N, 1)")
    if pred.shape[0] != target.shape[0]:
        raise ValueError(f"{pred.shape[0]} predictions, {target.shape[0]} targets")
    diff = torch.sub(pred.flatten(), target.flatten())
    return torch.square(diff).sum() / pred.shape[0]
