# Right: forward uses log1p of the sum of the other terms (the maximum's term is exactly 1), backward uses torch.softmax times grad_output unsqueezed on the last dimension.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1, keepdim=True)
        rest = torch.exp(x - m).sum(dim=-1, keepdim=True) - 1       # >= 0: the maximum contributes exp(0) = 1
        ctx.save_for_backward(x)
        return (m + torch.log1p(rest)).squeeze(-1)

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return torch.softmax(x, dim=-1) * grad_output.unsqueeze(-1)
