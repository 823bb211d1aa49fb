# Mistake: "multiply every gradient in place by max_norm / (total_norm + 1e-6)": the factor max_norm / total_norm leaves out the 1e-6, which is invisible for norms of order 1 but changes the result a lot for the tiny gradients the tests use (norm near 1e-6: a factor about twice the reference's).
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    params = [p for p in parameters if p.grad is not None]
    if not params:
        return torch.tensor(0.0)
    total = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(p.grad) for p in params]))
    if total > max_norm:
        scale = max_norm / total
        for p in params:
            p.grad.mul_(scale)
    return total
