# Mistake: "the inputs come back unchanged" — forward subtracts the row maximum from x in place (autograd is off inside forward, so nothing stops it): the values are right, but the caller's x now holds x - max after the call.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1, keepdim=True)
        x.sub_(m)
        out = m.squeeze(-1) + torch.log(torch.exp(x).sum(dim=-1))
        ctx.save_for_backward(x)
        return out

    @staticmethod
    def backward(ctx, grad_output):
        (shifted,) = ctx.saved_tensors
        return grad_output[..., None] * torch.softmax(shifted, dim=-1)
