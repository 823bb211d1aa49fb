# Right: sums squares per tensor in float64 (no float16 overflow, no float32 rounding for float64), takes the sqrt, casts the norm back to the gradients' dtype, and scales with a foreach multiply.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = []
    for p in parameters:
        if p.grad is not None:
            grads.append(p.grad)
    if not grads:
        return torch.tensor(0.0)
    sq = torch.zeros((), dtype=torch.float64, device=grads[0].device)
    for g in grads:
        sq = sq + g.detach().double().square().sum()
    total = sq.sqrt().to(grads[0].dtype)
    if total > max_norm:
        coef = max_norm / (total + 1e-6)
        torch._foreach_mul_(grads, coef)
    return total
