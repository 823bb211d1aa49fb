# Right: norm of the per-tensor vector_norms, and a factor chosen with torch.where (1 when the norm does not exceed max_norm), so nothing is read back to the host.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(g) for g in grads]))
    factor = torch.where(total > max_norm, max_norm / (total + 1e-6), torch.ones_like(total))
    for g in grads:
        g.mul_(factor.to(g.dtype))
    return total
