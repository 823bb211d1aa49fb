# Right: Tensor.norm(2) per gradient (vector_norm underneath), the norm of those norms as the total, then a plain loop of in-place mul_ by max_norm / (total + 1e-6) only when total > max_norm; max_norm = inf never clips
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = []
    for p in parameters:
        if p.grad is not None:
            grads.append(p.grad)
    if not grads:
        return torch.tensor(0.0)
    per_tensor = [g.norm(2) for g in grads]
    total = torch.stack(per_tensor).norm(2)
    if bool(total > max_norm):
        scale = max_norm / (total + 1e-6)
        for g in grads:
            g.mul_(scale)
    return total
