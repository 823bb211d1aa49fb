# Mistake: "the gradients after the call: compared with the reference at their own dtype's precision, float64 ones at float64's": always computing the norm and factor in float32 (to be safe for float16) scales float64 gradients by a factor rounded to float32, off by about 1e-7.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = torch.sqrt(sum(g.float().pow(2).sum() for g in grads))
    if total > max_norm:
        factor = max_norm / (total + 1e-6)
        for g in grads:
            g.mul_(factor)
    return total
