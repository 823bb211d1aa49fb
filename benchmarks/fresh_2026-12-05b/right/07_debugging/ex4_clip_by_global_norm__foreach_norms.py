# Right: per-tensor vector_norm then the norm of the norms (as clip_grad_norm_ computes it); the coefficient max_norm / (norm + 1e-6) applied in place to each gradient only when the norm exceeds max_norm.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = []
    for p in parameters:
        if p.grad is not None:
            grads.append(p.grad)
    if not grads:
        return torch.tensor(0.0)
    norms = [torch.linalg.vector_norm(g, 2.0) for g in grads]
    total = torch.linalg.vector_norm(torch.stack([n.to(norms[0].device) for n in norms]), 2.0)
    coef = max_norm / (total + 1e-6)
    if total > max_norm:
        for g in grads:
            g.mul_(coef.to(device=g.device, dtype=g.dtype))
    return total
