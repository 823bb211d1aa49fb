# Mistake: "change the gradients in place, never replace a `.grad` (code holding a reference to it would go stale)" — rescales with `p.grad.data = p.grad.data * factor`, which keeps the Python object but swaps its storage for a new one: any view of the old gradient storage (an optimizer's flattened buffer, `g = p.grad[0]`) keeps the unclipped values, and `p.grad.data_ptr()` changes.
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
