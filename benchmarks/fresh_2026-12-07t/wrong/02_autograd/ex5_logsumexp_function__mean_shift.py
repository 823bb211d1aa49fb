# Mistake: "The stable way subtracts the maximum first: `m + log(Σ exp(x_i - m))` with `m = max(x)`": the row is centred on its mean instead, which is stable for the visible rows but overflows for a row with a wide spread of the allowed values (e.g. [-800, 700]: exp(750) is inf) and for values near the dtype's largest (their mean overflows to inf).
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        c = x.mean(dim=-1, keepdim=True)           # centre the row before exp
        result = (c + torch.log(torch.exp(x - c).sum(dim=-1, keepdim=True))).squeeze(-1)
        ctx.save_for_backward(x, result)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        x, result = ctx.saved_tensors
        return grad_output[..., None] * torch.exp(x - result[..., None])
