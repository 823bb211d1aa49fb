# Mistake: "`logsumexp(x)` ... over the last dimension" reduces it — the forward keeps the reduced dimension (keepdim=True), so (N, L) gives (N, 1) and (L,) gives (1,) instead of (N,) and ().
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1, keepdim=True)
        out = m + torch.log(torch.exp(x - m).sum(dim=-1, keepdim=True))
        ctx.save_for_backward(x, out)
        return out

    @staticmethod
    def backward(ctx, grad_output):
        x, out = ctx.saved_tensors
        return grad_output * torch.exp(x - out)
