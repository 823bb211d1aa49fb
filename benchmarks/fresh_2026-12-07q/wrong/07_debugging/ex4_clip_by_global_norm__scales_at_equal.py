# Mistake: "if it exceeds `max_norm` (`total_norm > max_norm`) ... otherwise leave them exactly unchanged": with `>=`, a total norm equal to max_norm still scales the gradients by max_norm / (total_norm + 1e-6).
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = torch.linalg.vector_norm(torch.cat([g.reshape(-1) for g in grads]))
    if total >= max_norm:
        coef = max_norm / (total + 1e-6)
        for g in grads:
            g.mul_(coef)
    return total
