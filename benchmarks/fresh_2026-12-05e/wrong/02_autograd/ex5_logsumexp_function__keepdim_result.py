# Mistake: "reduces the last dimension of an input of any shape" — the result keeps the reduced dimension (keepdim=True from the max trick), so (N, L) gives (N, 1) instead of (N,).
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.max(dim=-1, keepdim=True).values
        out = m + torch.log(torch.exp(x - m).sum(dim=-1, keepdim=True))
        ctx.save_for_backward(x, out)
        return out

    @staticmethod
    def backward(ctx, grad_output):
        x, out = ctx.saved_tensors
        return grad_output * torch.exp(x - out)
