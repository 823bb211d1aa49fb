# Mistake: "backward must return the gradient with respect to x ... also finite for large inputs" — recomputes logsumexp naively in backward (log(sum(exp(x)))), which is inf near 1000, so the gradient is NaN.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.max(dim=-1, keepdim=True).values
        ctx.save_for_backward(x)
        return m.squeeze(-1) + torch.log(torch.sum(torch.exp(x - m), dim=-1))

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        lse = torch.log(torch.exp(x).sum(-1, keepdim=True))
        return grad_output[..., None] * torch.exp(x - lse)
