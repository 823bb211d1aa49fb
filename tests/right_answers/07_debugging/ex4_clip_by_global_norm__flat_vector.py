# Approach: one flat vector of all gradients for the norm, torch.where for the factor, always multiplied.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = []
    for p in parameters:
        if p.grad is not None:
            grads.append(p.grad)
    if len(grads) == 0:
        return torch.zeros(())
    total = torch.cat([g.reshape(-1) for g in grads]).norm(2)
    factor = torch.where(total > max_norm, max_norm / (total + 1e-6), torch.ones_like(total))
    for g in grads:
        g.mul_(factor)
    return total.detach()
