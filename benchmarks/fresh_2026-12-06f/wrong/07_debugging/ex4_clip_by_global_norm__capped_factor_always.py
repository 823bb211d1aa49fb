# Mistake: "a total norm equal to `max_norm` does not exceed it: the gradients stay exactly as they were" — copies clip_grad_norm_'s trick of always multiplying by min(1, max_norm / (total + 1e-6)); when total == max_norm with tiny gradients (norm near 1e-6) the factor is about 0.5, so gradients that must stay unchanged are scaled.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = torch.stack([g.norm() for g in grads]).norm()
    factor = torch.clamp(max_norm / (total + 1e-6), max=1.0)
    for g in grads:
        g.mul_(factor.to(g.dtype))
    return total
