# Mistake: "when no parameter has a gradient (or there are no parameters), return `torch.tensor(0.0)` and change nothing" — the per-tensor norms are stacked without a check, and torch.stack of an empty list raises for 0 parameters or when every .grad is None.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    norms = torch.stack([torch.linalg.vector_norm(g.double()) for g in grads])
    total = torch.linalg.vector_norm(norms)
    if total > max_norm:
        coef = max_norm / (total + 1e-6)
        for g in grads:
            g.mul_(coef.to(g.dtype))
    return total
