# Mistake: "returns ... as a scalar (0-dimensional) tensor of the inputs' dtype" — accumulates in float64 for accuracy and then converts to float32 "the usual training dtype", so float64 inputs get a float32 loss back
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def column(t):
        if t.dim() == 1 or (t.dim() == 2 and t.shape[1] == 1):
            return t.reshape(-1)
        raise ValueError(f"shape {tuple(t.shape)} is not (N,) or (N, 1)")
    p, y = column(pred), column(target)
    if p.shape != y.shape:
        raise ValueError(f"{p.shape[0]} predictions against {y.shape[0]} targets")
    return ((p.double() - y.double()) ** 2).mean().to(torch.float32)
