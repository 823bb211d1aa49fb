# Right: accumulates the sum of squares in float64 (exact enough for every allowed dtype, no float16 overflow), returns the norm cast back to the gradients' dtype, and scales in place with a Python float factor.
import math

def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = []
    for p in parameters:
        if p.grad is not None:
            grads.append(p.grad)
    if not grads:
        return torch.tensor(0.0)
    sq = torch.zeros((), dtype=torch.float64, device=grads[0].device)
    for g in grads:
        sq = sq + g.detach().double().square().sum()
    total64 = sq.sqrt()
    total = total64.to(grads[0].dtype)
    if float(total) > max_norm:
        factor = max_norm / (float(total) + 1e-6)
        with torch.no_grad():
            for g in grads:
                g.mul_(factor)
    return total
