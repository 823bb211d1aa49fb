# Mistake: "if it exceeds `max_norm` ... otherwise leave them unchanged" / "a total norm equal to max_norm does not exceed it: the gradients stay exactly as they were" — uses >=, so when max_norm equals the total norm the gradients are still scaled by max_norm / (total + 1e-6), a visible change for tiny gradients (norm near 1e-6)
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = torch.sqrt(sum(g.detach().double().pow(2).sum() for g in grads))
    if total >= max_norm:
        for g in grads:
            g.mul_(max_norm / (total + 1e-6))
    return total
