# Mistake: "return the total norm measured **before** clipping, as a 0-dimensional tensor" — returns total.item() (a Python float, handy for logging), and a Python 0.0 when no parameter has a gradient.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return 0.0
    total = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(g) for g in grads]))
    if total > max_norm:
        coef = max_norm / (total + 1e-6)
        for g in grads:
            g.mul_(coef)
    return total.item()
