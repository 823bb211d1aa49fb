# Mistake: "the gradient must be `inf`, as the reference's is ... do not clamp it to a finite value": a hand-written backward clamps 1/x to finfo.max, so a subnormal x gets a finite gradient.
class _LogOrZero(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        positive = x > 0
        safe = torch.where(positive, x, torch.ones_like(x))
        ctx.save_for_backward(x)
        return torch.where(positive, torch.log(safe), torch.zeros_like(x))

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        positive = x > 0
        safe = torch.where(positive, x, torch.ones_like(x))
        inv = (1 / safe).clamp(max=torch.finfo(x.dtype).max)   # never inf, never NaN
        return grad_output * torch.where(positive, inv, torch.zeros_like(x))


def log_or_zero(x):
    return _LogOrZero.apply(x)
