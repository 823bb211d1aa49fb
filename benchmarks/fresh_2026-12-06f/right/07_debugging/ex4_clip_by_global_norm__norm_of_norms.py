# Right: materialises the iterable once, keeps the grads that exist, total = norm of the per-tensor norms (each computed by Tensor.norm with internal higher-precision accumulation, so float16 squares never overflow), scales in place with mul_ only when total > max_norm (equal does not exceed), returns the pre-clipping 0-d tensor or torch.tensor(0.0).
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in list(parameters) if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    with torch.no_grad():
        total = torch.stack([g.norm(2) for g in grads]).norm(2)
        if total > max_norm:
            factor = max_norm / (total + 1e-6)
            for g in grads:
                g.mul_(factor.to(g.dtype))
    return total
