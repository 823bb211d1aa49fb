# Right: sums the squares itself in a dtype at least float32 (float64 stays float64), casts the total back to the gradients' dtype before the coefficient, and multiplies each gradient in place.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = []
    for p in parameters:
        if p.grad is not None:
            grads.append(p.grad)
    if len(grads) == 0:
        return torch.tensor(0.0)
    wide = torch.promote_types(grads[0].dtype, torch.float32)
    squares = torch.zeros((), dtype=wide, device=grads[0].device)
    for g in grads:
        squares = squares + g.to(wide).square().sum()
    total = squares.sqrt().to(grads[0].dtype)
    if total > max_norm:
        factor = max_norm / (total + 1e-6)
        for g in grads:
            g.mul_(factor)
    return total
