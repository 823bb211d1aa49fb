# Mistake: "the gradients after the call: compared ... float64 ones at float64's (a factor computed from a norm rounded to float32 on the way ... is off by about 1e-7)": it always sums the squares in float32 (the prompt's fix for float16), so float64 gradients are scaled by a float32-rounded factor.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = torch.sqrt(sum((g.float() ** 2).sum() for g in grads))     # float32: no float16 overflow
    if total > max_norm:
        factor = max_norm / (total + 1e-6)
        for g in grads:
            g.mul_(factor)
    return total
