# Right: computes the total norm in float64 from the concatenated flattened gradients and returns that float64 0-d tensor (any floating dtype is accepted); the float64 factor is cast to each gradient's dtype and applied in place with copy_.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    flat = torch.cat([g.detach().reshape(-1).to(torch.float64) for g in grads])
    total = torch.sqrt((flat * flat).sum())
    if total > max_norm:
        factor = max_norm / (total + 1e-6)
        for g in grads:
            g.copy_(g * factor.to(g.dtype))
    return total
