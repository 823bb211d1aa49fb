# Mistake: "the returned norm: a 0-dimensional tensor ..., compared with the reference at the gradients' precision" — the norm is summed as Python floats (one .item() per gradient) and returned as torch.tensor(total), a float32 tensor: float64 gradients get a norm rounded to float32, and float16 ones a float32 norm whose clipping decision differs from the float16 one
import math


def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = math.sqrt(sum(g.double().pow(2).sum().item() for g in grads))
    if total > max_norm:
        factor = max_norm / (total + 1e-6)
        for g in grads:
            g.mul_(factor)
    return torch.tensor(total)
