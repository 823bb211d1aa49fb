# Mistake: "multiply every gradient in place by `max_norm / (total_norm + 1e-6)`": the factor leaves out the 1e-6, which changes the result for tiny gradients (norms near 1e-6, where the 1e-6 in the divisor matters).
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if len(grads) == 0:
        return torch.tensor(0.0)
    total = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(g) for g in grads]))
    if total > max_norm:
        for g in grads:
            g.mul_(max_norm / total)
    return total
