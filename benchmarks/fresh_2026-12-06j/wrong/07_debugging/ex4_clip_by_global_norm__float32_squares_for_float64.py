# Mistake: "the gradients after the call: compared ... float64 ones at float64's": the squares are always summed in float32 (to avoid float16 overflow), so with float64 gradients the norm and the factor carry float32 rounding (~1e-7 relative) into the clipped float64 gradients.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    squares = sum(g.float().pow(2).sum() for g in grads)   # float32: no float16 overflow
    total = squares.sqrt()
    if total > max_norm:
        scale = max_norm / (total + 1e-6)
        for g in grads:
            g.mul_(scale.to(g.dtype))
    return total.to(grads[0].dtype)
