# Mistake: "In float16 the squares of gradients of size 1e3 overflow ...: compute the squares in float32": squaring each tensor's (safe) norm in the gradients' dtype overflows float16 (a norm of 2.4e3 squared is 5.8e6 > 65504), so the total is inf and every float16 gradient of size 1e3 is multiplied by 0.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if len(grads) == 0:
        return torch.tensor(0.0)
    total = sum(g.norm() ** 2 for g in grads).sqrt()
    if total > max_norm:
        coef = max_norm / (total + 1e-6)
        for g in grads:
            g.mul_(coef)
    return total
