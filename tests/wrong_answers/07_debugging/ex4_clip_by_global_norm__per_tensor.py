# Diagnosis: per-tensor-clipping
# Pitfall: each gradient is clipped by its own norm, which changes the direction of the step.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    total = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(g) for g in grads]))
    for g in grads:
        norm = torch.linalg.vector_norm(g)
        if norm > max_norm:
            g.mul_(max_norm / (norm + 1e-6))
    return total
