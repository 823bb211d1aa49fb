# Mistake: "`backward` must return the gradient with respect to `x`, of `x`'s shape" for x of shape (L,), (N, L) or (N, M, L): grad_output is made a column with view(-1, 1), right for 1-D and 2-D x only; for (N, M, L) with N > 1 it raises when M > 1, and for (N, 1, L) it broadcasts to a silently wrong gradient.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1, keepdim=True)
        out = m.squeeze(-1) + torch.log(torch.exp(x - m).sum(dim=-1))
        ctx.save_for_backward(x, out)
        return out

    @staticmethod
    def backward(ctx, grad_output):
        x, out = ctx.saved_tensors
        return grad_output.view(-1, 1) * torch.exp(x - out.unsqueeze(-1))
