# Mistake: "`backward` must return the gradient with respect to `x`, of `x`'s shape" — multiplies the (N,) grad_output against the (N, L) softmax without unsqueezing: broadcasts along the wrong axis (silently wrong when N == L, an error otherwise)
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
        return grad_output * torch.softmax(x, dim=-1)
