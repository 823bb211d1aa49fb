# Mistake: "if it exceeds `max_norm` (`total_norm > max_norm`) ... otherwise leave them exactly unchanged" and "a total norm equal to `max_norm` does not exceed it" — tests `total_norm >= max_norm`, so a total exactly equal to max_norm (max_norm passed as the measured norm; with tiny gradients of norm 1e-6 the factor is about 0.5) is still multiplied by max_norm / (total + 1e-6).
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    norms = torch.stack([torch.linalg.vector_norm(g) for g in grads])
    total = torch.linalg.vector_norm(norms)
    if total >= max_norm:
        for g in grads:
            g.mul_(max_norm / (total + 1e-6))
    return total
