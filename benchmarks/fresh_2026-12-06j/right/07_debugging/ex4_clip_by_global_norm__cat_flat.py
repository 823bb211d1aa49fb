# Right: takes one vector_norm of all gradients concatenated into a single flat vector (one dtype, so cat works), and reads the comparison once with .item() before scaling in place.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total_norm = torch.linalg.vector_norm(torch.cat([g.reshape(-1) for g in grads]))
    exceeds = (total_norm > max_norm).item()
    if exceeds:
        clip_coef = max_norm / (total_norm + 1e-6)
        for g in grads:
            g.mul_(clip_coef)
    return total_norm
