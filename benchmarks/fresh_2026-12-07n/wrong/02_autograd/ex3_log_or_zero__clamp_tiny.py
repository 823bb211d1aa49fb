# Mistake: "Nor does an epsilon (log(x + eps), x.clamp(min=eps)): it hides the NaN by changing log(x) for small positive x": the epsilon chosen is the dtype's smallest normal number, which leaves 1e-30 alone in float32 but changes log(x) (and zeroes the gradient) for every subnormal positive x.
def log_or_zero(x):
    tiny = torch.finfo(x.dtype).tiny
    return torch.where(x > 0, torch.log(x.clamp(min=tiny)), torch.zeros_like(x))
