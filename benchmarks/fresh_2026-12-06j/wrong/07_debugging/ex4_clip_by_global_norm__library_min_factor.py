# Mistake: "otherwise leave them exactly unchanged. This is the one difference: clip_grad_norm_ always multiplies by min(1, max_norm / (total_norm + 1e-6))": it copies the library's clamped factor and always multiplies, so when total_norm <= max_norm < total_norm + 1e-6 (a total equal to max_norm, tiny gradients) the gradients are still scaled slightly.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if len(grads) == 0:
        return torch.tensor(0.0)
    norms = torch.stack([torch.linalg.vector_norm(g) for g in grads])
    total = torch.linalg.vector_norm(norms)
    factor = torch.clamp(max_norm / (total + 1e-6), max=1.0)
    for g in grads:
        g.mul_(factor)
    return total
