# Diagnosis: domain-wrong-result
# Pitfall: the norm summed in float64, then put in `torch.tensor(python_float)`, a float32 tensor: float64 gradients are scaled by a factor rounded to float32 (off by about 1e-7).
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    params = [p for p in list(parameters) if p.grad is not None]
    squares = sum(float((p.grad.double() ** 2).sum()) for p in params)
    total = torch.tensor(math.sqrt(squares))
    if total.item() > max_norm:
        for p in params:
            p.grad *= max_norm / (total.item() + 1e-6)
    return total
