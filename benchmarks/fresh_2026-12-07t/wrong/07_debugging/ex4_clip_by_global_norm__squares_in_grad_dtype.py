# Mistake: "In float16 the squares of gradients of size 1e3 overflow ...: compute the squares in float32": squaring in the gradients' own dtype makes the float16 total inf for gradients of size 1e3, so it returns inf and zeroes the gradients.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = sum((g * g).sum() for g in grads).sqrt()
    if total > max_norm:
        coef = max_norm / (total + 1e-6)
        for g in grads:
            g.mul_(coef)
    return total
