# Mistake: "backward must return the gradient with respect to x, of x's shape" for x of shape (N, M, L): grad_output is made a column with view(-1, 1), which lines up for (L,) and (N, L) but not for (N, M, L) (the broadcast fails, or for N = 1 happens to work), so 3-D inputs raise in backward.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1, keepdim=True)
        out = (x - m).exp().sum(dim=-1).log() + m.squeeze(-1)
        ctx.save_for_backward(x, out)
        return out

    @staticmethod
    def backward(ctx, grad_output):
        x, out = ctx.saved_tensors
        weights = torch.exp(x - out.unsqueeze(-1))
        return grad_output.view(-1, 1) * weights
