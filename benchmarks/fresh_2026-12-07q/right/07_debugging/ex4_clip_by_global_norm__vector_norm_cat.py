# Right: one vector_norm over the concatenation of all gradients (flattened), scaling each gradient with mul_ by a 0-d tensor factor.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in list(parameters) if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = torch.linalg.vector_norm(torch.cat([g.detach().flatten() for g in grads]), ord=2)
    if bool(total > max_norm):
        clip = max_norm / (total + 1e-6)
        for g in grads:
            g.mul_(clip)
    return total
