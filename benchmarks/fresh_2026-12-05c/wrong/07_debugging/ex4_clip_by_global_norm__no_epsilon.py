# Mistake: "multiply every gradient in place by `max_norm / (total_norm + 1e-6)`" — leaves out the 1e-6, so with tiny gradients (norms near 1e-6) the factor and the clipped gradients differ a lot
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = torch.sqrt(sum(g.detach().double().pow(2).sum() for g in grads))
    if total > max_norm:
        for g in grads:
            g.mul_(max_norm / total)
    return total
