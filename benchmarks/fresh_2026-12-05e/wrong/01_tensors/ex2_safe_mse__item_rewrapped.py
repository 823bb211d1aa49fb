# Mistake: "a scalar (0-dimensional) tensor ... that gradients flow through" — the mean is taken as a Python float with .item() and wrapped again in torch.tensor, which cuts the graph (and raises on meta).
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    shapes_ok = all(t.dim() == 1 or (t.dim() == 2 and t.shape[1] == 1) for t in (pred, target))
    if not shapes_ok or pred.shape[0] != target.shape[0]:
        raise ValueError(f"cannot pair {tuple(pred.shape)} with {tuple(target.shape)}")
    diff = pred.reshape(-1) - target.reshape(-1)
    return torch.tensor((diff * diff).mean().item(), dtype=pred.dtype, device=pred.device)
