# Mistake: the signature "clip_by_global_norm(parameters, max_norm: float)" - the second parameter is called `max_grad_norm`, so a caller passing max_norm=... by keyword gets a TypeError.
def clip_by_global_norm(parameters, max_grad_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(g) for g in grads]))
    if total > max_grad_norm:
        coef = max_grad_norm / (total + 1e-6)
        for g in grads:
            g.mul_(coef)
    return total
