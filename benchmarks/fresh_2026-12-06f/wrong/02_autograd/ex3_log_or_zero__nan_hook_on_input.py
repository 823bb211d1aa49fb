# Mistake: "the inputs come back unchanged" / gradient "finite, except where 1/x itself overflows to inf" — keeps the naive where and registers a hook on x that turns NaN gradients into 0: a hook is left on the caller's tensor (one more per call), nan_to_num also turns the legitimate inf into a finite max, and it only works when x itself requires grad.
def log_or_zero(x):
    out = torch.where(x > 0, torch.log(x), torch.zeros_like(x))
    if x.requires_grad:
        x.register_hook(lambda g: torch.nan_to_num(g, nan=0.0))
    return out
