# Diagnosis: nothing-clipped
# Pitfall: model.parameters() is a generator: the second loop sees nothing, so nothing is clipped.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    total = torch.linalg.vector_norm(
        torch.stack([torch.linalg.vector_norm(p.grad) for p in parameters if p.grad is not None]))
    if total > max_norm:
        for p in parameters:
            if p.grad is not None:
                p.grad.mul_(max_norm / (total + 1e-6))
    return total
