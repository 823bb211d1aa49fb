# Right: sums the squares of every gradient in float64 (no overflow, no precision loss) and returns that float64 0-d norm; the factor is computed from the norm in the gradients' own dtype, as clip_grad_norm_ does.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = []
    for p in parameters:
        if p.grad is not None:
            grads.append(p.grad)
    if not grads:
        return torch.tensor(0.0)
    total_sq = torch.zeros((), dtype=torch.float64, device=grads[0].device)
    for g in grads:
        total_sq = total_sq + g.detach().to(torch.float64).square().sum()
    total_norm = total_sq.sqrt()
    if total_norm > max_norm:
        scale = max_norm / (total_norm.to(grads[0].dtype) + 1e-6)
        for g in grads:
            g.mul_(scale)
    return total_norm
