# Right: concatenates every gradient into one flat vector and takes torch.linalg.vector_norm of it (which computes float16 in float32 internally), returns it in the gradients' dtype like clip_grad_norm_, and collects the gradients with an explicit loop in one pass over the generator.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = []
    for p in parameters:
        if p.grad is not None:
            grads.append(p.grad)
    if not grads:
        return torch.tensor(0.0)
    total_norm = torch.linalg.vector_norm(torch.cat([g.reshape(-1) for g in grads]))
    if bool(total_norm > max_norm):
        coef = max_norm / (total_norm + 1e-6)
        for g in grads:
            g.mul_(coef)
    return total_norm
