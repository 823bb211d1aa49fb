# Mistake: the gradients "compared with the reference at their own dtype's precision, float64 ones at float64's": the factor is built as a float32 tensor (torch.tensor of a Python number), so float64 gradients are scaled by a factor rounded to float32 (off by about 1e-7).
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(g.float()) for g in grads]))
    if total > max_norm:
        factor = torch.tensor(max_norm) / (total + 1e-6)
        for g in grads:
            g.mul_(factor)
    return total
