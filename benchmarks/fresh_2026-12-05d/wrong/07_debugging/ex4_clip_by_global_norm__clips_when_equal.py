# Mistake: "if it exceeds `max_norm`, multiply ...; otherwise leave them unchanged" / "a total norm equal to `max_norm` does not exceed it" — it clips when total_norm >= max_norm, so at equality every gradient is still multiplied by max_norm / (max_norm + 1e-6), which visibly shrinks tiny gradients (norm near 1e-6: by about half).
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if len(grads) == 0:
        return torch.tensor(0.0)
    total = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(g, dtype=torch.float64) for g in grads]))
    if total >= max_norm:
        for g in grads:
            g.mul_(max_norm / (total + 1e-6))
    return total
