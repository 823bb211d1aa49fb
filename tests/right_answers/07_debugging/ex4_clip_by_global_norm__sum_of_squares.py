# Approach: a float64 sum of squares, returned as a tensor; the generator turned into a list first.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    params = [p for p in list(parameters) if p.grad is not None]
    squares = sum(float((p.grad.double() ** 2).sum()) for p in params)
    total = torch.tensor(math.sqrt(squares))
    if total.item() > max_norm:
        for p in params:
            p.grad *= max_norm / (total.item() + 1e-6)
    return total
