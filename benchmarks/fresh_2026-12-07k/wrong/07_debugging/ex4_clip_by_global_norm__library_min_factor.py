# Mistake: "if it exceeds max_norm (total_norm > max_norm), multiply ...; otherwise leave them exactly unchanged ... a total norm equal to max_norm does not exceed it": always multiplying by min(1, max_norm / (total_norm + 1e-6)), as clip_grad_norm_ does, still scales tiny gradients (norm 1e-6, max_norm 1.5e-6: factor 0.75) and gradients whose norm equals max_norm.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(g) for g in grads]))
    factor = torch.clamp(max_norm / (total + 1e-6), max=1.0)
    for g in grads:
        g.mul_(factor.to(g.dtype))
    return total
