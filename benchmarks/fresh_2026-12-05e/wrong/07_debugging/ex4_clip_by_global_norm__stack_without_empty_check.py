# Mistake: "when no parameter has a gradient (or there are no parameters), return `torch.tensor(0.0)` and change nothing" — no special case: torch.stack of an empty list of norms raises
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    norms = torch.stack([torch.linalg.vector_norm(g, 2.0) for g in grads])
    total = torch.linalg.vector_norm(norms, 2.0)
    if total > max_norm:
        coef = max_norm / (total + 1e-6)
        for g in grads:
            g.mul_(coef)
    return total
