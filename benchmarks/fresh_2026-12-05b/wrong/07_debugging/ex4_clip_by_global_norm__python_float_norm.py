# Mistake: "does what `torch.nn.utils.clip_grad_norm_` does ... The tests also use float64 gradients" -- sums the squares as Python floats and returns torch.tensor(total), a float32 norm even for float64 gradients (clip_grad_norm_ returns it in the gradients' dtype).
import math

def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total = math.sqrt(sum(float(g.pow(2).sum()) for g in grads))
    if total > max_norm:
        coef = max_norm / (total + 1e-6)
        for g in grads:
            g.mul_(coef)
    return torch.tensor(total)
