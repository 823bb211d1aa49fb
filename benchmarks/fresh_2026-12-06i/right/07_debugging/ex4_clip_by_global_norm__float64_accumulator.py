# Right: accumulates the squared norm of each gradient in float64 (exact enough for every allowed dtype, no float16 overflow), takes the root, returns it in the gradients' dtype, and scales with a float64 factor (mul_ casts back into each gradient's dtype).
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = []
    for p in parameters:
        if p.grad is not None:
            grads.append(p.grad)
    if not grads:
        return torch.tensor(0.0)
    squares = torch.zeros((), dtype=torch.float64, device=grads[0].device)
    for g in grads:
        squares = squares + g.detach().to(torch.float64).square().sum()
    total64 = squares.sqrt()
    if bool(total64 > max_norm):
        factor = max_norm / (total64 + 1e-6)
        for g in grads:
            g.mul_(factor)
    return total64.to(grads[0].dtype)
