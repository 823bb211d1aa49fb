# Mistake: "if it exceeds max_norm (total_norm > max_norm), multiply ...; otherwise leave them exactly unchanged" — always multiplies by min(1, max_norm / (total_norm + 1e-6)) as clip_grad_norm_ does, so a total norm equal to max_norm (e.g. grad [1, -2, 2] * 2**-20 with max_norm = 3 * 2**-20) is still scaled.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total_norm = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(g) for g in grads]))
    factor = torch.clamp(max_norm / (total_norm + 1e-6), max=1.0)
    for g in grads:
        g.mul_(factor)
    return total_norm
