# Right: total norm as the square root of the summed squares (keeps the gradients' dtype), clamped coefficient multiplied in place into every gradient (a no-op factor of 1 when below the cap is avoided by the if).
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    sq = grads[0].square().sum()
    for g in grads[1:]:
        sq = sq + g.square().sum()
    total = sq.sqrt()
    if bool(total > max_norm):
        factor = max_norm / (total + 1e-6)
        for g in grads:
            g.mul_(factor)
    return total
