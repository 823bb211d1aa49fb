# Mistake: "the gradients after the call: compared ... float64 ones at float64's (a factor computed from a norm rounded to float32 on the way, for example through torch.tensor(a_python_float) ... is off by about 1e-7)" - builds the factor with torch.tensor(python float), a float32 tensor, so clipped float64 gradients are off by ~1e-7.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(g) for g in grads]))
    if total > max_norm:
        factor = torch.tensor(max_norm / (total.item() + 1e-6))
        for g in grads:
            g.mul_(factor.to(g.device))
    return total
