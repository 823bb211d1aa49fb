# Mistake: "In float16 the squares of gradients of size 1e3 overflow ((g ** 2).sum() gives inf): compute the squares in float32": the sum of squares is converted to float32 only after it was computed in float16, so for float16 gradients of size 1e3 the norm is already inf and every gradient is multiplied by max_norm / inf = 0.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = sum((g ** 2).sum().float() for g in grads).sqrt()     # accumulate in float32
    if total > max_norm:
        factor = max_norm / (total + 1e-6)
        for g in grads:
            g.mul_(factor)
    return total
