# Mistake: "`backward` must return the gradient with respect to `x`, of `x`'s shape, also finite for large inputs" -- the forward is stable but the backward computes the softmax as exp(x) / exp(x).sum(), which overflows to inf / inf = NaN for inputs near 1000.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1, keepdim=True)
        ctx.save_for_backward(x)
        return (m + (x - m).exp().sum(dim=-1, keepdim=True).log()).squeeze(-1)

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        e = torch.exp(x)
        return grad_output.unsqueeze(-1) * e / e.sum(dim=-1, keepdim=True)
