# Mistake: "In float16 the squares of gradients of size 1e3 overflow ...: compute the squares in float32": it squares in float32 but adds the per-tensor sums into an accumulator of the gradients' dtype ("return the norm in the gradients' dtype, as clip_grad_norm_ does"), so for float16 gradients of size 1e3 the running sum of squares overflows to inf: the norm returned is inf and every gradient is multiplied by 0.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    sum_sq = torch.zeros((), dtype=grads[0].dtype, device=grads[0].device)
    for g in grads:
        sum_sq += (g.float() ** 2).sum()
    total_norm = sum_sq.sqrt()
    if total_norm > max_norm:
        factor = max_norm / (total_norm + 1e-6)
        for g in grads:
            g.mul_(factor)
    return total_norm
