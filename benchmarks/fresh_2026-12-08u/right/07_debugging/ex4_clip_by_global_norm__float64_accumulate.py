# Right: sums the squares in float64 (exact enough for every allowed dtype, no float16 overflow), returns the norm as a float64 0-d tensor (any floating dtype is accepted), and scales with a float64 0-d factor whose multiplication keeps each gradient's dtype.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    sum_sq = sum(g.detach().double().square().sum() for g in grads)
    total_norm = sum_sq.sqrt()
    if total_norm > max_norm:
        factor = max_norm / (total_norm + 1e-6)
        for g in grads:
            g.mul_(factor)
    return total_norm
