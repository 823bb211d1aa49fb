# Mistake: "Where `1/x` overflows the dtype ..., the gradient must be `inf` ...: so do not clamp it to a finite value" -- a custom Function whose backward clamps 1/x to the dtype's largest finite value, so subnormal x get finfo.max instead of inf.
class _LogOrZero(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        pos = x > 0
        safe = torch.where(pos, x, torch.ones_like(x))
        ctx.save_for_backward(safe, pos)
        return torch.where(pos, safe.log(), torch.zeros_like(x))

    @staticmethod
    def backward(ctx, grad_output):
        safe, pos = ctx.saved_tensors
        big = torch.finfo(safe.dtype).max
        inv = safe.reciprocal().clamp(max=big)       # never inf, never NaN
        return grad_output * torch.where(pos, inv, torch.zeros_like(inv))


def log_or_zero(x):
    return _LogOrZero.apply(x)
