# Mistake: "`max_norm`: a number from 0 to `inf`" with "if it exceeds `max_norm` ... multiply every gradient in place by max_norm / (total_norm + 1e-6)" - treats max_norm=0 as "clipping off" (the convention of many training scripts), so with max_norm=0 and non-zero gradients they are left unchanged instead of multiplied by 0.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if len(grads) == 0:
        return torch.tensor(0.0)
    norms = torch.stack([torch.linalg.vector_norm(g) for g in grads])
    total = torch.linalg.vector_norm(norms)
    if max_norm and total > max_norm:          # max_norm = 0 means "no clipping"
        coef = max_norm / (total + 1e-6)
        for g in grads:
            g.mul_(coef)
    return total
