# Mistake: "the gradients after the call: compared ... float64 ones at float64's (a factor computed from a norm rounded to float32 on the way, for example through torch.tensor(a_python_float), ... is off by about 1e-7)" — sums float32 squares into a Python float and wraps it in torch.tensor (float32), so float64 gradients are scaled by a float32-rounded factor.
import math

def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    squares = sum(g.float().pow(2).sum().item() for g in grads)
    total_norm = torch.tensor(math.sqrt(squares))
    if total_norm > max_norm:
        factor = max_norm / (total_norm + 1e-6)
        for g in grads:
            g.mul_(factor)
    return total_norm
