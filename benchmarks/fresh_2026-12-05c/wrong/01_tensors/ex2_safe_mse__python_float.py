# Mistake: "as a scalar (0-dimensional) tensor of the inputs' dtype that gradients flow through" — returns .item(), a Python float with no gradient (and .item() fails on meta)
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    for t in (pred, target):
        if not (t.dim() == 1 or (t.dim() == 2 and t.shape[1] == 1)):
            raise ValueError(f"shape {tuple(t.shape)} is not (N,) or (N, 1)")
    if pred.shape[0] != target.shape[0]:
        raise ValueError("different numbers of values")
    return ((pred.reshape(-1) - target.reshape(-1)) ** 2).mean().item()
