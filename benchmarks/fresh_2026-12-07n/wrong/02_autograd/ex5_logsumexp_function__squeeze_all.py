# Mistake: "reduces the last dimension of an input of any shape" (shapes (N, L) and (N, M, L) with N, M down to 1): the keepdim result is squeezed without a dim, so a (1, L) input gives shape () instead of (1,) and (N, 1, L) gives (N,) instead of (N, 1).
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.max(dim=-1, keepdim=True).values
        out = (m + torch.log(torch.exp(x - m).sum(dim=-1, keepdim=True))).squeeze()
        ctx.save_for_backward(x)
        return out

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return torch.softmax(x, dim=-1) * grad_output.reshape(*x.shape[:-1], 1)
