# Mistake: "`backward` must return the gradient ..., also finite for large inputs": the softmax in backward subtracts the maximum of the whole tensor, so a row far below another row's maximum (e.g. rows around -500 and +500) underflows to 0 / 0 = NaN.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1, keepdim=True)
        out = (m + torch.log(torch.exp(x - m).sum(dim=-1, keepdim=True))).squeeze(-1)
        ctx.save_for_backward(x)
        return out

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        e = torch.exp(x - x.max())
        return grad_output.unsqueeze(-1) * e / e.sum(dim=-1, keepdim=True)
