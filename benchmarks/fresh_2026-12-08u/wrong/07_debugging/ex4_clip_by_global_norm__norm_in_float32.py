# Mistake: "the gradients after the call: compared with the reference at their own dtype's precision, float64 ones at float64's": it computes every norm in float32 (g.float()) so that float16 squares do not overflow, which also rounds a float64 total norm to float32; the factor max_norm / (total_norm + 1e-6) is then off by about 1e-7 for float64 gradients.
def clip_by_global_norm(parameters, max_norm: float) -> torch.Tensor:
    grads = [p.grad for p in parameters if p.grad is not None]
    if not grads:
        return torch.tensor(0.0)
    total_norm = torch.stack([g.float().pow(2).sum() for g in grads]).sum().sqrt()
    if total_norm > max_norm:
        scale = max_norm / (total_norm + 1e-6)
        for g in grads:
            g.mul_(scale.to(g.dtype))
    return total_norm
