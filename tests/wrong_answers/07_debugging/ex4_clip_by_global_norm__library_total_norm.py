# Diagnosis: library-clip-called
# Pitfall: the total norm taken from torch.nn.utils.get_total_norm, a piece of the library function.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    total = torch.nn.utils.get_total_norm(grads)
    if total > max_norm:
        for g in grads:
            g.mul_(max_norm / (total + 1e-6))
    return total
