# Right: per-gradient norms with torch._foreach_norm (what the library computes internally, accumulating float16 in float32), their norm as the total; the generator is walked once into a list; strict > comparison; in-place _foreach_mul_
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in list(parameters) if p.grad is not None]
    if len(grads) == 0:
        return torch.tensor(0.0)
    norms = torch._foreach_norm(grads, 2.0)
    total = torch.linalg.vector_norm(torch.stack(list(norms)), 2.0)
    if total > max_norm:
        coef = max_norm / (total + 1e-6)
        torch._foreach_mul_(grads, coef)
    return total
