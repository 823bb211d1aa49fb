# Mistake: "multiply every gradient in place by max_norm / (total_norm + 1e-6)": dividing by total_norm alone agrees to about 1e-6 relative on ordinary gradients, but on tiny gradients (norms near 1e-6) the factor is off by a large fraction.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(g) for g in grads]))
    if total > max_norm:
        for g in grads:
            g.mul_(max_norm / total)
    return total
