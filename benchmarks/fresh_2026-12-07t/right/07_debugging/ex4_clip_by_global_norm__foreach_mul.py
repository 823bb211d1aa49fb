# Right: norms of each gradient with torch.linalg.vector_norm, stacked and normed again, and the in-place scaling done in one torch._foreach_mul_ call over the list of gradients.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = []
    for p in parameters:
        if p.grad is not None:
            grads.append(p.grad)
    if not grads:
        return torch.tensor(0.0)
    total = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(g) for g in grads]))
    if total > max_norm:
        torch._foreach_mul_(grads, max_norm / (total + 1e-6))
    return total
