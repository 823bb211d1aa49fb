# Right: uses the fused torch._foreach_norm for the per-tensor norms and torch._foreach_mul_ for the in-place scaling, instead of Python loops over vector_norm and mul_.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    per_tensor = torch._foreach_norm(grads, 2)
    total = torch.linalg.vector_norm(torch.stack(per_tensor), 2)
    if total > max_norm:
        torch._foreach_mul_(grads, max_norm / (total + 1e-6))
    return total
