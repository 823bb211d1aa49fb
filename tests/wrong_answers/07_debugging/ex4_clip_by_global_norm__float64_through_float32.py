# Diagnosis: domain-wrong-state
# Pitfall: the squares, the norm and the factor computed in float32 for every dtype: float64 gradients are clipped off by float32 rounding.
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
