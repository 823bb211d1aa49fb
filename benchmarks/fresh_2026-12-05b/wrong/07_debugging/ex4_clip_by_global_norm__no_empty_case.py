# Mistake: "when no parameter has a gradient (or there are no parameters), return `torch.tensor(0.0)` and change nothing" -- torch.stack of an empty list raises instead.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    norms = torch.stack([g.norm(2) for g in grads])
    total = norms.norm(2)
    if total > max_norm:
        coef = max_norm / (total + 1e-6)
        for g in grads:
            g.mul_(coef)
    return total
