# Right: concatenates every gradient, flattened, into one vector and takes a single `torch.linalg.vector_norm` (float16 accumulated internally in float32), materialising the generator once into a list first.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in list(parameters) if p.grad is not None]
    if len(grads) == 0:
        return torch.tensor(0.0)
    total_norm = torch.linalg.vector_norm(torch.cat([g.detach().reshape(-1) for g in grads]))
    if bool(total_norm > max_norm):
        coef = max_norm / (total_norm + 1e-6)
        with torch.no_grad():
            for g in grads:
                g.mul_(coef.to(g.dtype))
    return total_norm
