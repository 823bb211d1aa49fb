# Mistake: "when no parameter has a gradient (or there are no parameters), return `torch.tensor(0.0)` and change nothing" — handles an empty parameter list only; when parameters exist but every .grad is None, torch.stack([]) raises RuntimeError.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    params = list(parameters)
    if not params:
        return torch.tensor(0.0)
    norms = [torch.linalg.vector_norm(p.grad) for p in params if p.grad is not None]
    total = torch.linalg.vector_norm(torch.stack(norms))
    if total > max_norm:
        factor = max_norm / (total + 1e-6)
        for p in params:
            if p.grad is not None:
                p.grad.mul_(factor)
    return total
