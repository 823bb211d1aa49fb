# Diagnosis: grad-replaced
# Pitfall: assigning new .grad tensors instead of scaling them in place: references to the old ones go stale.
def clip_by_global_norm(parameters, max_norm):
    params = [p for p in parameters if p.grad is not None]
    if not params:
        return torch.tensor(0.0)
    total = torch.sqrt(sum((p.grad.double() ** 2).sum() for p in params)).to(params[0].grad.dtype)
    if total > max_norm:
        for p in params:
            p.grad = p.grad * (max_norm / (total + 1e-6))
    return total
