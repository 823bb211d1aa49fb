# Right: materialises the generator once into a list, takes each gradient's L2 norm in float64 with torch.linalg.vector_norm and the norm of those norms (same value as the flat norm), scales in place with mul_ only when strictly above max_norm, returns the pre-clip norm in the gradients' dtype
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in list(parameters) if p.grad is not None]
    if len(grads) == 0:
        return torch.tensor(0.0)
    with torch.no_grad():
        per_tensor = torch.stack([torch.linalg.vector_norm(g.detach().to(torch.float64)) for g in grads])
        total = torch.linalg.vector_norm(per_tensor)
        if total.item() > max_norm:
            coef = max_norm / (total + 1e-6)
            for g in grads:
                g.mul_(coef.to(g.dtype))
    return total.to(grads[0].dtype)
