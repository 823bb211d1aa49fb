# Mistake: "`parameters`: ... of shapes `(3,)`, `(2, 3)`, `()`, `(0,)`, `(1,)`, `(5, 1)` or `(2, 0, 3)`" — avoids float16 overflow by scaling each gradient by its largest magnitude first (`g.abs().max()`), but `max()` of a gradient with no elements raises "max(): Expected reduction dim to be specified for input.numel() == 0".
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    scale = torch.stack([g.abs().max() for g in grads]).max()
    if scale == 0:
        total = scale.clone()
    else:
        total = scale * torch.sqrt(sum(((g / scale) ** 2).sum() for g in grads))
    if total > max_norm:
        for g in grads:
            g.mul_(max_norm / (total + 1e-6))
    return total
