# Right: sums the squares of every gradient in float64 (no overflow in any dtype), converts the total back to the gradients' dtype, and uses torch._foreach_mul_ for the in-place scaling.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = []
    for p in parameters:
        if p.grad is not None:
            grads.append(p.grad)
    if not grads:
        return torch.tensor(0.0)
    squares = torch.stack([g.double().square().sum() for g in grads]).sum()
    total = squares.sqrt().to(grads[0].dtype)
    factor = torch.where(total > max_norm, max_norm / (total + 1e-6), torch.ones_like(total))
    torch._foreach_mul_(grads, factor)
    return total
