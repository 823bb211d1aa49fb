# Mistake: "as a scalar (0-dimensional) tensor of the inputs' dtype" — the mean is computed in float64 "for precision" and returned as float64 for float32 inputs.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def column(t):
        if t.dim() == 2 and t.shape[1] == 1:
            return t[:, 0]
        if t.dim() == 1:
            return t
        raise ValueError(f"shape {tuple(t.shape)} is not (N,) or (N, 1)")
    p, t = column(pred), column(target)
    if p.shape != t.shape:
        raise ValueError("different N")
    return ((p.double() - t.double()) ** 2).mean()
