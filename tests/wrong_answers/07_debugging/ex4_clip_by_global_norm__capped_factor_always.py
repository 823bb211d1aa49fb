# Diagnosis: clipped-at-cap
# Pitfall: the library's capped factor min(1, max_norm / (total + 1e-6)) always applied: a total equal to max_norm (or a hair below it) still scales tiny gradients.
def clip_by_global_norm(parameters, max_norm):
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(g) for g in grads]))
    coef = torch.clamp(max_norm / (total + 1e-6), max=1.0)
    for g in grads:
        g.mul_(coef)
    return total
