# Mistake: "the total norm is the norm of all gradients taken together" (Pitfalls: clipping each tensor separately) — clips each gradient by its own norm, which changes the step's direction, and returns the last tensor's norm
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    norm = torch.tensor(0.0)
    for p in parameters:
        if p.grad is None:
            continue
        norm = p.grad.detach().float().pow(2).sum().sqrt()
        if norm > max_norm:
            p.grad.mul_(max_norm / (norm + 1e-6))
    return norm
