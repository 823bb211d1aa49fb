# Mistake: "reduces the last dimension of an input of any shape" with shapes (N, L), (N, M, L) and M, N ∈ {1, ...}: the keepdim result is squeezed with squeeze(), which also drops size-1 leading dimensions, so (1, L) gives shape () and (N, 1, L) gives (N,) instead of (N, 1).
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1, keepdim=True)
        out = (m + torch.log(torch.exp(x - m).sum(dim=-1, keepdim=True))).squeeze()
        ctx.save_for_backward(x)
        return out

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output.reshape(*x.shape[:-1], 1) * torch.softmax(x, dim=-1)
