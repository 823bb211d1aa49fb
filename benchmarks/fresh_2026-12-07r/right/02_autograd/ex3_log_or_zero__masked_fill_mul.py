# Right: replaces the unsafe inputs with masked_fill(~pos, 1) and selects by multiplying with the mask instead of a second torch.where (log(1) = 0, so values and gradients are unchanged).
def log_or_zero(x):
    pos = x > 0
    safe = x.masked_fill(~pos, 1.0)
    return safe.log() * pos.to(x.dtype)
