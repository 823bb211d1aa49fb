# Mistake: "`backward` must return the gradient with respect to `x`, of `x`'s shape" — in exp(x - result) the reduced result is not unsqueezed: it lines up with x's *last* dimension, so for (N, L) with N != L it raises, and for N == L (or (N, M, L) shapes that happen to broadcast) it silently subtracts the wrong row's logsumexp.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1, keepdim=True)
        out = (m + torch.log(torch.exp(x - m).sum(dim=-1, keepdim=True))).squeeze(-1)
        ctx.save_for_backward(x, out)
        return out

    @staticmethod
    def backward(ctx, grad_output):
        x, out = ctx.saved_tensors
        return grad_output.unsqueeze(-1) * torch.exp(x - out)
