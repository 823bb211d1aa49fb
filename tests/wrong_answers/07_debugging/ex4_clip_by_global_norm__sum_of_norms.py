# Diagnosis: wrong-norm
# Pitfall: the norms of the gradients added up instead of combined as sqrt(sum of squares).
def clip_by_global_norm(parameters, max_norm):
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = sum(g.norm() for g in grads)
    if total > max_norm:
        for g in grads:
            g.mul_(max_norm / (total + 1e-6))
    return total
