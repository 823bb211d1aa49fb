# Diagnosis: wrong-gradients
# Pitfall: dividing by the norm without the 1e-6: indistinguishable for big norms, wrong for tiny ones.
def clip_by_global_norm(parameters, max_norm):
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(g) for g in grads]))
    if total > max_norm:
        for g in grads:
            g.mul_(max_norm / total)
    return total
