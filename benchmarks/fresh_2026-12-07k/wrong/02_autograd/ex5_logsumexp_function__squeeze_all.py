# Mistake: "reduces the last dimension of an input of any shape" (N = 1 and M = 1 among the sizes) -- removes the kept dimension with squeeze(), which also removes every other size-1 dimension: a (1, L) input gives a 0-d result instead of shape (1,), and (N, 1, L) gives (N,) instead of (N, 1).
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.max(dim=-1, keepdim=True).values
        lse = m + torch.log(torch.sum(torch.exp(x - m), dim=-1, keepdim=True))
        ctx.save_for_backward(x, lse)
        return lse.squeeze()

    @staticmethod
    def backward(ctx, grad_output):
        x, lse = ctx.saved_tensors
        return grad_output.reshape(lse.shape) * torch.exp(x - lse)
