# Mistake: "In float16 the squares of gradients of size 1e3 overflow ((g ** 2).sum() gives inf): compute the squares in float32" - sums the squares in the gradients' own dtype, so float16 gradients of size 1e3 give an infinite norm (and every gradient is multiplied to 0).
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = sum((g ** 2).sum() for g in grads).sqrt()
    if total > max_norm:
        scale = max_norm / (total + 1e-6)
        for g in grads:
            g.mul_(scale)
    return total
