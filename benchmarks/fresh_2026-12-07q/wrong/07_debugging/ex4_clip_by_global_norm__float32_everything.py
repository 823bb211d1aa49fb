# Mistake: "the gradients after the call: compared ... float64 ones at float64's" (and "compute the squares in float32" only to avoid float16 overflow): it casts every gradient to float32 for the norm and scales by a float32 factor, so float64 gradients are scaled by a factor off by ~1e-7.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = torch.sqrt(sum((g.float() ** 2).sum() for g in grads))
    if total > max_norm:
        factor = max_norm / (total + 1e-6)
        for g in grads:
            g.mul_(factor.to(g.dtype) if g.dtype == torch.float16 else factor)
    return total
