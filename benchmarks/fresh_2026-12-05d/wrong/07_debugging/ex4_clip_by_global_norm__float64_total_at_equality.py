# Mistake: "a total norm equal to `max_norm` does not exceed it: the gradients stay exactly as they were" — the norm is accumulated in float64 while clip_grad_norm_ (which the tests compare with) computes it in the gradients' dtype; when max_norm is float32 gradients' total norm as clip_grad_norm_ measures it, the float64 total can be a hair above it, so the gradients are clipped (tiny ones, norm near 1e-6, by about half) where they must stay unchanged.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = []
    for p in parameters:
        if p.grad is not None:
            grads.append(p.grad)
    if not grads:
        return torch.tensor(0.0)
    with torch.no_grad():
        total_sq = torch.zeros((), dtype=torch.float64, device=grads[0].device)
        for g in grads:
            total_sq += g.detach().to(torch.float64).pow(2).sum()
        total = total_sq.sqrt()
        if total > max_norm:
            factor = max_norm / (total + 1e-6)
            for g in grads:
                g.mul_(factor.to(g.dtype))
    return total.to(grads[0].dtype)
