# Right: the library's own recipe written out: the 2-norm of the per-tensor 2-norms (torch.linalg.vector_norm, which does not overflow float16 for these sizes), then a strict comparison and an in-place foreach multiply of every gradient by max_norm / (total + 1e-6).
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if len(grads) == 0:
        return torch.tensor(0.0)
    per_tensor = [torch.linalg.vector_norm(g, 2.0) for g in grads]
    total = torch.linalg.vector_norm(torch.stack(per_tensor), 2.0)
    if bool(total > max_norm):
        coef = max_norm / (total + 1e-6)
        torch._foreach_mul_(grads, coef.item())
    return total
