# Mistake: "if it exceeds max_norm (total_norm > max_norm), multiply ...; otherwise leave them exactly unchanged": it copies clip_grad_norm_'s rule, scaling whenever max_norm / (total_norm + 1e-6) < 1, so when total_norm <= max_norm < total_norm + 1e-6 (a total equal to max_norm, or both tiny) the gradients are still scaled slightly.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if len(grads) == 0:
        return torch.tensor(0.0)
    total_norm = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(g) for g in grads]))
    clip_coef = max_norm / (total_norm + 1e-6)
    if clip_coef < 1:
        for g in grads:
            g.mul_(clip_coef)
    return total_norm
