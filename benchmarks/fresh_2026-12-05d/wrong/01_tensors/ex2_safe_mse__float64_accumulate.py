# Mistake: "returns ... a scalar (0-dimensional) tensor of the inputs' dtype" — the mean is computed in float64 for accuracy and returned as float64 for float32 inputs.
def _column(t):
    if t.dim() == 1 or (t.dim() == 2 and t.shape[1] == 1):
        return t.reshape(-1)
    raise ValueError(f"expected (N,) or (N, 1), got {tuple(t.shape)}")


def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    p, t = _column(pred), _column(target)
    if p.shape != t.shape:
        raise ValueError("different N")
    return ((p.double() - t.double()) ** 2).mean()
