# Right: per-tensor torch.norm (accumulates half types in float32) combined with a second torch.norm; the factor stays a tensor of the gradients' dtype, applied with a while loop over a list.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = []
    for p in parameters:                      # the one walk over a possible generator
        if p.grad is not None:
            grads.append(p.grad)
    if len(grads) == 0:
        return torch.tensor(0.0)
    total_norm = torch.norm(torch.stack([torch.norm(g.detach(), 2.0) for g in grads]), 2.0)
    if bool(total_norm > max_norm):
        factor = max_norm / (total_norm + 1e-6)
        i = 0
        while i < len(grads):
            grads[i].mul_(factor.to(grads[i].device))
            i += 1
    return total_norm
