# Right: Tensor.norm(2) of each gradient, then of the stacked per-tensor norms (bit-identical to clip_grad_norm_'s total, so max_norm equal to it is not exceeded), a strict comparison, and g.mul_ with a factor tensor cast to each gradient's dtype; the generator is read once into a list.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in list(parameters) if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = torch.stack([g.detach().norm(2) for g in grads]).norm(2)
    if total.item() > max_norm:
        factor = max_norm / (total + 1e-6)
        for g in grads:
            g.detach().mul_(factor.to(dtype=g.dtype, device=g.device))
    return total
