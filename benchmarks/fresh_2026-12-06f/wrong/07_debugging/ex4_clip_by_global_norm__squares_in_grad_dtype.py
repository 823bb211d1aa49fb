# Mistake: "`float16` ones of size about 1 or 1e3, whose squares overflow `float16`" — sums g * g in the gradient's own dtype; for float16 gradients of size 1e3 each square (1e6) is inf, the total norm is inf and every gradient is scaled to 0 (max_norm / inf).
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = sum((g * g).sum() for g in grads).sqrt()
    if total > max_norm:
        for g in grads:
            g.mul_(max_norm / (total + 1e-6))
    return total
