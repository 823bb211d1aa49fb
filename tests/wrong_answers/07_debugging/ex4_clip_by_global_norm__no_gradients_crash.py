# Diagnosis: no-gradients-crash
# Pitfall: stacking the norms of an empty list when no parameter has a gradient: torch.stack raises.
def clip_by_global_norm(parameters, max_norm):
    grads = [p.grad for p in parameters if p.grad is not None]
    total = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(g) for g in grads]))
    if total > max_norm:
        for g in grads:
            g.mul_(max_norm / (total + 1e-6))
    return total
