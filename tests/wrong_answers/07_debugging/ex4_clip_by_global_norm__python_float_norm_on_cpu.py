# Diagnosis: domain-wrong-result
# Pitfall: "a caller whose notebook runs on an accelerator ...: the result as the reference's" — adds the squares up as exact Python floats and returns torch.tensor(math.sqrt(...)), a CPU tensor, for gradients that live on a GPU (the reference's norm is on the gradients' device).
import math

def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    squares = 0.0
    for g in grads:
        squares += float(g.double().pow(2).sum())
    total = math.sqrt(squares)
    if grads and total > max_norm:
        factor = max_norm / (total + 1e-6)
        for g in grads:
            g.mul_(factor)
    return torch.tensor(total)
