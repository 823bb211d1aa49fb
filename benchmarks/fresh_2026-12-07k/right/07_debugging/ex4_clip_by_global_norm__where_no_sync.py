# Right: decides between the clipping factor and exactly 1 with torch.where on the device (no Python `if` on a tensor, so no host sync); multiplying by 1.0 leaves every gradient bit-for-bit unchanged.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(g) for g in grads]))
    factor = torch.where(total > max_norm, max_norm / (total + 1e-6), torch.ones_like(total))
    for g in grads:
        g.mul_(factor)
    return total
