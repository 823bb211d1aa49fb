# Right: concatenates all flattened gradients into one vector and takes torch.linalg.vector_norm with a float32 accumulation dtype for float16 (its own dtype otherwise); compares with max_norm as a Python float and scales each gradient in place with a factor tensor of the norm's dtype.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in list(parameters) if p.grad is not None]
    if len(grads) == 0:
        return torch.tensor(0.0)
    flat = torch.cat([g.detach().reshape(-1) for g in grads])
    acc = torch.float32 if flat.dtype in (torch.float16, torch.bfloat16) else flat.dtype
    total = torch.linalg.vector_norm(flat, ord=2, dtype=acc)
    if total.item() > float(max_norm):
        factor = float(max_norm) / (total + 1e-6)
        for g in grads:
            g.mul_(factor)
    return total
