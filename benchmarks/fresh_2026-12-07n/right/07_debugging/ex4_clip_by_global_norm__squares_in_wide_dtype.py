# Right: sums the squares by hand in a wider dtype (float32 for float16/float32, float64 for float64), returns that wider norm, and tests the condition with a Python comparison.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = []
    for p in parameters:
        if p.grad is not None:
            grads.append(p.grad)
    if len(grads) == 0:
        return torch.tensor(0.0)
    wide = torch.float64 if grads[0].dtype == torch.float64 else torch.float32
    total_sq = sum((g.to(wide) ** 2).sum() for g in grads)
    total = total_sq.sqrt()
    if total > max_norm:
        factor = max_norm / (total + 1e-6)
        for g in grads:
            g.mul_(factor.to(g.dtype))
    return total
