# Diagnosis: wrong-norm
# Pitfall: "The tests also use float64 gradients" / gradients "of one dtype (float32, float64 or float16) ... of size about 1e3" — sums the squares in the gradients' own dtype, so float16 gradients of size 1e3 square to 1e6 > 65504 = inf and the norm is inf
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = torch.stack([(g.detach() * g.detach()).sum() for g in grads]).sum().sqrt()
    if total > max_norm:
        for g in grads:
            g.mul_(max_norm / (total + 1e-6))
    return total
