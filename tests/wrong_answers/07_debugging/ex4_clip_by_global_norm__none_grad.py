# Diagnosis: none-grad-not-skipped
# Pitfall: every parameter is assumed to have a gradient: a parameter whose .grad is None breaks it.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters]
    total = torch.sqrt(sum((g ** 2).sum() for g in grads))
    if total > max_norm:
        for g in grads:
            g.mul_(max_norm / (total + 1e-6))
    return total
