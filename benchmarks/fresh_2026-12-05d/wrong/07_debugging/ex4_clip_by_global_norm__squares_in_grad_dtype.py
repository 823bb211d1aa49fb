# Mistake: "`float16` ones of size about 1 or 1e3, whose squares overflow `float16`" — the sum of squares is accumulated in the gradients' own dtype, so float16 gradients of size 1e3 square to more than 65504: the total norm is inf, and every gradient is scaled by max_norm / inf = 0.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total_sq = sum((g * g).sum() for g in grads)
    total = total_sq.sqrt()
    if total > max_norm:
        scale = max_norm / (total + 1e-6)
        for g in grads:
            g.mul_(scale)
    return total
