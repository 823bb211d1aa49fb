# Mistake: "reduces the last dimension" (sizes with N = 1 and M = 1 allowed): the forward keeps the reduced dimension and then squeeze()s every size-1 dimension, so an input of shape (1, L) gives a 0-d result instead of shape (1,), and (N, 1, L) gives (N,) instead of (N, 1).
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.max(dim=-1, keepdim=True).values
        out = m + torch.log(torch.exp(x - m).sum(dim=-1, keepdim=True))
        ctx.save_for_backward(x, out)
        return out.squeeze()

    @staticmethod
    def backward(ctx, grad_output):
        x, out = ctx.saved_tensors
        return grad_output.reshape(out.shape) * torch.exp(x - out)
