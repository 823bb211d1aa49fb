# Right: takes each gradient's norm with Tensor.norm() and the norm of those norms, and writes the scaled values back with g.copy_(g * factor) (still in place, the same .grad tensor), skipping gradients with no elements.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = []
    for p in parameters:
        if p.grad is None:
            continue
        grads.append(p.grad)
    if len(grads) == 0:
        return torch.tensor(0.0)
    total = torch.stack([g.norm(2) for g in grads]).norm(2)
    if not bool(total > max_norm):
        return total
    factor = max_norm / (total + 1e-6)
    for g in grads:
        if g.numel():
            g.copy_(g * factor)
    return total
