# Mistake: "multiply every gradient in place by max_norm / (total_norm + 1e-6)": it leaves out the 1e-6 and scales by max_norm / total_norm; the difference is invisible for norms near 1 but large for tiny gradients (norms near 1e-6, where the 1e-6 halves the factor).
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total_norm = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(g) for g in grads]))
    if total_norm > max_norm:
        for g in grads:
            g.mul_(max_norm / total_norm)
    return total_norm
