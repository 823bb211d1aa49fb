# Mistake: "if it exceeds `max_norm` (`total_norm > max_norm`), multiply ...; otherwise leave them exactly unchanged" — decides on `max_norm / (total_norm + 1e-6) < 1` (clip_grad_norm_'s own test), so a total equal to max_norm, or tiny gradients just under it, are still scaled.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if len(grads) == 0:
        return torch.tensor(0.0)
    total = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(g) for g in grads]))
    coef = max_norm / (total + 1e-6)
    if coef < 1:
        for g in grads:
            g.mul_(coef)
    return total
