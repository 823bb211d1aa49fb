# Mistake: "otherwise leave them exactly unchanged. This is the one difference: clip_grad_norm_ always multiplies by min(1, max_norm / (total_norm + 1e-6))": copying the library's capped coefficient, the gradients are always multiplied, so tiny gradients (or a total equal to max_norm) are scaled slightly where they must stay exactly as they were.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(g) for g in grads]))
    coef = torch.clamp(max_norm / (total + 1e-6), max=1.0)
    for g in grads:
        g.mul_(coef)
    return total
