# Mistake: "the gradients after the call: compared ... float64 ones at float64's (a factor computed from a norm rounded to float32 on the way ... is off by about 1e-7)": computing the norm with dtype=torch.float32 for every gradient dtype (to be safe for float16) rounds a float64 total to float32, so float64 gradients are scaled by a factor off by about 1e-7.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    norms = torch.stack([torch.linalg.vector_norm(g, dtype=torch.float32) for g in grads])
    total = torch.linalg.vector_norm(norms)
    if total > max_norm:
        factor = max_norm / (total + 1e-6)
        for g in grads:
            g.mul_(factor)
    return total
