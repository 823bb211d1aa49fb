# Mistake: "change the gradients in place, never replace a `.grad` (code holding a reference to it would go stale)" — the clipped gradient is assigned as a new tensor (p.grad = p.grad * factor), so an optimizer or hook holding the old .grad tensor still sees the unclipped values.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    params = [p for p in parameters if p.grad is not None]
    if not params:
        return torch.tensor(0.0)
    total = torch.sqrt(sum(p.grad.double().pow(2).sum() for p in params))
    if total > max_norm:
        factor = max_norm / (total + 1e-6)
        for p in params:
            p.grad = (p.grad * factor).to(p.grad.dtype)
    return total.to(params[0].grad.dtype)
