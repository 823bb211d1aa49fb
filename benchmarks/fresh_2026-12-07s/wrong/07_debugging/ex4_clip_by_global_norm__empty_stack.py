# Mistake: "when no parameter has a gradient (or there are no parameters), return torch.tensor(0.0) and change nothing" — stacks the per-tensor norms without a guard, so torch.stack([]) raises when every .grad is None or the iterable is empty.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    total_norm = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(g) for g in grads]))
    if total_norm > max_norm:
        factor = max_norm / (total_norm + 1e-6)
        for g in grads:
            g.mul_(factor)
    return total_norm
