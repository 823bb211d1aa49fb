# Mistake: "return the total norm measured **before** clipping" — recomputes and returns the norm after scaling (about max_norm when clipping happened)
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = torch.sqrt(sum(g.detach().double().pow(2).sum() for g in grads))
    if total > max_norm:
        for g in grads:
            g.mul_(max_norm / (total + 1e-6))
    return torch.sqrt(sum(g.detach().double().pow(2).sum() for g in grads))
