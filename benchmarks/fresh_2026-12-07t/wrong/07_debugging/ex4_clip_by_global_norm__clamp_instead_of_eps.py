# Mistake: "multiply every gradient in place by `max_norm / (total_norm + 1e-6)`": guarding the division with total.clamp_min(1e-6) instead of adding 1e-6 gives another factor for tiny gradients (norms near 1e-6, where the prompt says the 1e-6 matters).
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    params = [p for p in parameters if p.grad is not None]
    if not params:
        return torch.tensor(0.0)
    total = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(p.grad) for p in params]))
    if total > max_norm:
        scale = max_norm / total.clamp_min(1e-6)          # no division by zero
        for p in params:
            p.grad.mul_(scale)
    return total
