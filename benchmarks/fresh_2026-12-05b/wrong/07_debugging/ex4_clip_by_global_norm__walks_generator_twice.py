# Mistake: "`parameters` is any iterable ..., **a generator that can be walked only once**" -- walks it once to measure the norm and again to scale, so with a generator the second walk clips nothing.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    squares = [p.grad.pow(2).sum() for p in parameters if p.grad is not None]
    if not squares:
        return torch.tensor(0.0)
    total = torch.stack(squares).sum().sqrt()
    if total > max_norm:
        scale = max_norm / (total + 1e-6)
        for p in parameters:
            if p.grad is not None:
                p.grad.mul_(scale)
    return total
