# Mistake: "if it exceeds `max_norm`, multiply every gradient ...; otherwise leave them unchanged" — copies clip_grad_norm_'s branch-free form, multiplying always by min(1, max_norm / (total + 1e-6)): with tiny gradients whose norm is at or just below max_norm the factor is below 1 and they are scaled anyway
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(g) for g in grads]))
    factor = torch.clamp(max_norm / (total + 1e-6), max=1.0)
    for g in grads:
        g.mul_(factor)
    return total
