# Mistake: "if it exceeds max_norm, multiply every gradient ... otherwise leave them unchanged" (a total norm equal to max_norm does not exceed it) — copies the library's branch-free form, factor = min(1, max_norm / (total + 1e-6)) applied always: when max_norm equals a tiny total norm (about 1e-6) the factor is well below 1 and the gradients are scaled though nothing exceeded
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    norms = torch.stack([torch.linalg.vector_norm(g) for g in grads])
    total = torch.linalg.vector_norm(norms)
    factor = torch.clamp(max_norm / (total + 1e-6), max=1.0)
    for g in grads:
        g.mul_(factor.to(g.dtype))
    return total
