# Right: single pass collecting the gradients, float32/float64 sum of squares accumulated with torch.sum over a float64 copy, comparison done in Python floats (strictly greater), in-place scaling with a Python float factor; returns a float64 0-dim tensor
import math

def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = []
    for p in parameters:
        if p.grad is not None:
            grads.append(p.grad)
    if not grads:
        return torch.tensor(0.0)
    sum_sq = 0.0
    for g in grads:
        sum_sq += float(torch.sum(g.detach().double() ** 2))
    total = math.sqrt(sum_sq)
    if total > max_norm:
        factor = max_norm / (total + 1e-6)
        for g in grads:
            g.mul_(factor)
    return torch.tensor(total, dtype=torch.float64, device=grads[0].device)
