# Right: collects the gradients in one pass, takes the norm of the per-tensor vector_norms (as clip_grad_norm_ does internally), and scales in place with a tensor factor only when total_norm > max_norm.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if len(grads) == 0:
        return torch.tensor(0.0)
    per_tensor = torch.stack([torch.linalg.vector_norm(g) for g in grads])
    total_norm = torch.linalg.vector_norm(per_tensor)
    if total_norm > max_norm:
        factor = max_norm / (total_norm + 1e-6)
        for g in grads:
            g.mul_(factor.to(g.device))
    return total_norm
