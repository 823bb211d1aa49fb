# Mistake: "change the gradients in place, never replace a `.grad` (code holding a reference to it would go stale)": p.grad = p.grad * coef assigns a new tensor, so a reference the caller holds to the old .grad keeps the unclipped values.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    params = [p for p in parameters if p.grad is not None]
    if not params:
        return torch.tensor(0.0)
    total = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(p.grad) for p in params]))
    if total > max_norm:
        coef = max_norm / (total + 1e-6)
        for p in params:
            p.grad = p.grad * coef
    return total
