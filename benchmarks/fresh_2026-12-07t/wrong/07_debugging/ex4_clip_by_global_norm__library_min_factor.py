# Mistake: "if it exceeds `max_norm` (`total_norm > max_norm`) ...; otherwise leave them exactly unchanged": copying clip_grad_norm_'s min(1, max_norm / (total + 1e-6)) factor, it still scales the gradients slightly when the total equals max_norm (e.g. gradient [1, -2, 2], max_norm 3).
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if len(grads) == 0:
        return torch.tensor(0.0)
    norms = torch.stack([torch.linalg.vector_norm(g) for g in grads])
    total = torch.linalg.vector_norm(norms)
    factor = torch.clamp(max_norm / (total + 1e-6), max=1.0)
    for g in grads:
        g.mul_(factor)
    return total
