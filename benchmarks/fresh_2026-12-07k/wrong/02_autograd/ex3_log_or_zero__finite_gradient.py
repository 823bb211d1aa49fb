# Mistake: "Where `1/x` overflows the dtype ... the gradient must be `inf`, as the reference's is ... so do not clamp it to a finite value" -- a custom autograd.Function whose backward clamps 1/x to the dtype's largest finite number, so for subnormal x the gradient is finfo.max instead of inf.
class _SafeLog(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        positive = x > 0
        safe = torch.where(positive, x, torch.ones_like(x))
        ctx.save_for_backward(safe, positive)
        return torch.where(positive, torch.log(safe), torch.zeros_like(x))

    @staticmethod
    def backward(ctx, grad_output):
        safe, positive = ctx.saved_tensors
        big = torch.finfo(safe.dtype).max
        local = torch.where(positive, (1 / safe).clamp(max=big), torch.zeros_like(safe))  # never inf or NaN
        return grad_output * local


def log_or_zero(x):
    return _SafeLog.apply(x)
