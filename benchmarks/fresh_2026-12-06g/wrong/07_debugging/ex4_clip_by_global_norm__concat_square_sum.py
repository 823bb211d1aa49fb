# Mistake: "the total norm is ... sqrt(sum of every gradient element squared)" taken literally in the gradients' dtype — squaring float16 gradients of size about 1e3 overflows to inf (float16 max 65504), the norm is inf, and every gradient is multiplied by max_norm / inf = 0
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    flat = torch.cat([g.reshape(-1) for g in grads])
    total = (flat * flat).sum().sqrt()
    if total > max_norm:
        for g in grads:
            g.mul_(max_norm / (total + 1e-6))
    return total
