# Mistake: "multiply every gradient in place by `max_norm / (total_norm + 1e-6)`" (and "tiny gradients (norms near `1e-6`, where the `1e-6` in the divisor matters)") — the factor is max_norm / total_norm without the 1e-6, so with tiny gradients the clipped norm is max_norm instead of about half of it, unlike clip_grad_norm_.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = torch.sqrt(sum(g.double().square().sum() for g in grads))
    if total > max_norm:
        for g in grads:
            g.mul_(max_norm / total)
    return total
