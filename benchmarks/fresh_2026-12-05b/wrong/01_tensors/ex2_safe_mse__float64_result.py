# Mistake: "as a scalar (0-dimensional) tensor of the inputs' dtype" — accumulates in float64 for accuracy and returns a float64 loss for float32 inputs.
def safe_mse(pred: torch.Tensor, target: torch.Tensor) -> torch.Tensor:
    def column(x):
        if x.dim() == 1 or (x.dim() == 2 and x.shape[1] == 1):
            return x.reshape(x.shape[0])
        raise ValueError(f"expected (N,) or (N, 1), got {tuple(x.shape)}")
    p, t = column(pred), column(target)
    if p.shape[0] != t.shape[0]:
        raise ValueError("different N")
    return (p.double() - t.double()).pow(2).mean()
