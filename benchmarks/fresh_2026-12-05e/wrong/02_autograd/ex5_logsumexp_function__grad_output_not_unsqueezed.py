# Mistake: "`backward` must return the gradient with respect to `x`, of `x`'s shape" — grad_output (shape (N,)) multiplies the (N, L) softmax without unsqueeze(-1): it broadcasts along L instead of N, raising when N != L and silently scaling the wrong entries when N == L.
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
        return torch.softmax(x, dim=-1) * grad_output
