# Mistake: "the total norm is ... `sqrt(sum of every gradient element squared)`" (with `float16` gradients of size about 1e3, whose squares overflow `float16`) — squares and sums in the gradients' own dtype, so a float16 gradient of 1e3 gives inf, and every gradient is then multiplied by 0
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = sum((g * g).sum() for g in grads).sqrt()
    if total > max_norm:
        for g in grads:
            g.mul_(max_norm / (total + 1e-6))
    return total
