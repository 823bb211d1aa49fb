# Mistake: "change the gradients in place ... and leave the weights alone" -- scales through p.data when the norm is large, i.e. multiplies the weights instead of the gradients.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    params = [p for p in parameters if p.grad is not None]
    if not params:
        return torch.tensor(0.0)
    total = torch.cat([p.grad.flatten() for p in params]).norm()
    if total > max_norm:
        coef = max_norm / (total + 1e-6)
        for p in params:
            p.data.mul_(coef)
            p.grad.mul_(coef)
    return total
