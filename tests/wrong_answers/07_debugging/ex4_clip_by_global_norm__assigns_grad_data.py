# Diagnosis: grad-replaced
# Pitfall: rescales with `p.grad.data = p.grad.data * factor`: the same .grad object, with new memory, so views of the old gradient keep the unclipped values.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    params = [p for p in parameters if p.grad is not None]
    if not params:
        return torch.tensor(0.0)
    total = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(p.grad) for p in params]))
    if total > max_norm:
        factor = max_norm / (total + 1e-6)
        for p in params:
            p.grad.data = p.grad.data * factor
    return total
