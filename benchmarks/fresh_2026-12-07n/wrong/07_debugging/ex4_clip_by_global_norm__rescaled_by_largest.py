# Mistake: shapes (0,) and (2, 0, 3) and all-zero gradients are allowed: to avoid float16 overflow the gradients are first divided by the largest |g|, but amax() of an empty gradient raises, and with all-zero gradients the scale is 0 and 0/0 makes the norm NaN (the gradients then become NaN too).
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    scale = torch.stack([g.abs().amax() for g in grads]).amax()
    total = scale * torch.sqrt(sum(((g / scale) ** 2).sum() for g in grads))
    if total > max_norm:
        factor = max_norm / (total + 1e-6)
        for g in grads:
            g.mul_(factor)
    return total
