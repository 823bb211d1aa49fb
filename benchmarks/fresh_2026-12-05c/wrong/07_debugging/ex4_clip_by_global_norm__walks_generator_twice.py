# Mistake: "`parameters` is ... **a generator that can be walked only once**" — one pass computes the norm, a second pass scales; with model.parameters() the second pass sees nothing and no gradient is clipped
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    sq = None
    for p in parameters:
        if p.grad is not None:
            s = p.grad.detach().double().pow(2).sum()
            sq = s if sq is None else sq + s
    if sq is None:
        return torch.tensor(0.0)
    total = sq.sqrt()
    if total > max_norm:
        for p in parameters:
            if p.grad is not None:
                p.grad.mul_(max_norm / (total + 1e-6))
    return total
