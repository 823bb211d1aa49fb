# Mistake: "compute the squares in float32, or use `torch.linalg.vector_norm`" (advice for float16) applied to every dtype: the sum of squares, the norm and the clip factor are computed in float32 also for float64 gradients, so a float64 norm and the clipped float64 gradients are off by float32 rounding (~1e-7 relative instead of ~1e-16).
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = torch.stack([g.float().pow(2).sum() for g in grads]).sum().sqrt()
    if total > max_norm:
        factor = max_norm / (total + 1e-6)
        for g in grads:
            g.mul_(factor)
    return total
