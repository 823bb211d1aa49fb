# Right: materialises the generator once, takes each gradient's 2-norm with vector_norm (which accumulates half precision in float32, so float16 squares do not overflow) and the norm of those norms, in the gradients' dtype like the library; scales in place with mul_ only when the norm strictly exceeds max_norm, and returns the pre-clipping 0-d norm
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = []
    for p in parameters:
        if p.grad is not None:
            grads.append(p.grad)
    if len(grads) == 0:
        return torch.tensor(0.0)
    per_tensor = [torch.linalg.vector_norm(g, 2.0) for g in grads]
    total = torch.linalg.vector_norm(torch.stack(per_tensor), 2.0)
    if total > max_norm:
        scale = max_norm / (total + 1e-6)
        for g in grads:
            g.mul_(scale)
    return total
