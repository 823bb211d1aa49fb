# Mistake: "as a scalar (0-dimensional) tensor of the inputs' dtype" — computes in float64 for accuracy and returns float64 for float32 inputs
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    for t in (pred, target):
        if not (t.dim() == 1 or (t.dim() == 2 and t.shape[1] == 1)):
            raise ValueError(f"shape {tuple(t.shape)} is not (N,) or (N, 1)")
    if pred.shape[0] != target.shape[0]:
        raise ValueError("different numbers of values")
    d = pred.double().reshape(-1) - target.double().reshape(-1)
    return (d * d).mean()
