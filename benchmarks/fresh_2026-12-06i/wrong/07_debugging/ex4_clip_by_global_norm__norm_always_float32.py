# Mistake: "the gradients after the call: compared with the reference at their own dtype's precision, float64 ones at float64's" — follows the float16 advice ("compute the squares in float32") for every dtype: float64 gradients get a norm and a factor rounded to float32, so they are scaled ~1e-7 off.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = torch.stack([g.float().pow(2).sum() for g in grads]).sum().sqrt()
    if total > max_norm:
        factor = max_norm / (total + 1e-6)
        for g in grads:
            g.mul_(factor.to(g.dtype))
    return total
