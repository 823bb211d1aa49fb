# Mistake: "if it exceeds max_norm (total_norm > max_norm), multiply ...; otherwise leave them exactly unchanged": copying clip_grad_norm_'s own test (factor < 1) still scales when total_norm <= max_norm < total_norm + 1e-6, e.g. a total exactly equal to max_norm.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if len(grads) == 0:
        return torch.tensor(0.0)
    total = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(g) for g in grads]))
    factor = max_norm / (total + 1e-6)
    if factor < 1:
        for g in grads:
            g.mul_(factor.to(g.dtype))
    return total
