# Mistake: "In float16 the squares of gradients of size 1e3 overflow ...: compute the squares in float32": the per-tensor norms are taken with .norm() but then squared and summed in the gradients' own dtype, so for float16 gradients of size 1e3 the squared norms (millions) overflow to inf and the total norm is inf.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    norms = torch.stack([g.norm() for g in grads])     # each norm is fine
    total = norms.pow(2).sum().sqrt()
    if total > max_norm:
        for g in grads:
            g.mul_(max_norm / (total + 1e-6))
    return total
