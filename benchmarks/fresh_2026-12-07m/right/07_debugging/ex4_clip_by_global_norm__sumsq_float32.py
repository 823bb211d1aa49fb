# Right: per-tensor norms accumulated in float32 for half types via vector_norm(dtype=...), stacked, combined, then cast back to the gradients' dtype; scaling in place under no_grad.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    dtype = grads[0].dtype
    acc = torch.float32 if dtype in (torch.float16, torch.bfloat16) else dtype
    per_tensor = torch.stack([torch.linalg.vector_norm(g, 2, dtype=acc) for g in grads])
    total = torch.linalg.vector_norm(per_tensor).to(dtype)
    if total > max_norm:
        coef = max_norm / (total + 1e-6)
        with torch.no_grad():
            for g in grads:
                g.mul_(coef)
    return total
