# Diagnosis: norm-after-clipping
# Pitfall: the norm is measured after clipping, so the log never shows how large the gradient was.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    total = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(g) for g in grads]))
    if total > max_norm:
        for g in grads:
            g.mul_(max_norm / (total + 1e-6))
    return torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(g) for g in grads]))
