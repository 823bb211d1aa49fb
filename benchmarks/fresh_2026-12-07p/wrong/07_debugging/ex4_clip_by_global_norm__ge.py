# Mistake: "if it exceeds max_norm (total_norm > max_norm) ... otherwise leave them exactly unchanged" / "a total norm equal to max_norm does not exceed it": the test is >=, so a total norm equal to max_norm still scales every gradient by max_norm / (total_norm + 1e-6).
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = torch.linalg.vector_norm(torch.stack([torch.linalg.vector_norm(g) for g in grads]))
    if total >= max_norm:
        for g in grads:
            g.mul_(max_norm / (total + 1e-6))
    return total
