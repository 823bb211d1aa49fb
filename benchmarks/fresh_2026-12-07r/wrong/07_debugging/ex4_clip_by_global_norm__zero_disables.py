# Mistake: "max_norm: a number from 0 to inf": treating max_norm=0 as "clipping off" (`if max_norm and ...`) leaves the gradients unchanged, where total_norm > 0 = max_norm requires multiplying them by 0 / (total_norm + 1e-6), i.e. zeroing them.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(g) for g in grads]))
    if max_norm and total > max_norm:
        scale = max_norm / (total + 1e-6)
        for g in grads:
            g.mul_(scale)
    return total
