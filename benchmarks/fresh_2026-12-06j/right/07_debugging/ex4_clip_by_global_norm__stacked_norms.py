# Right: computes each gradient's norm with vector_norm (float32 accumulation for float16 inside), combines them with a second vector_norm, and scales in place with a factor tensor of the gradients' own dtype.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = []
    for p in parameters:
        if p.grad is not None:
            grads.append(p.grad)
    if not grads:
        return torch.tensor(0.0)
    per_tensor = torch.stack([torch.linalg.vector_norm(g, 2.0) for g in grads])
    total = torch.linalg.vector_norm(per_tensor, 2.0)
    if bool(total > max_norm):
        coef = max_norm / (total + 1e-6)
        for g in grads:
            g.mul_(coef)
    return total
