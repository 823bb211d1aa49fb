# Mistake: "reduces the last dimension" with sizes "N ∈ {0, 1, 2, 3}; M ∈ {1, 2, 3}": the keepdim result is squeezed with squeeze(), which also drops a batch of one or M = 1, so (1, L) gives a 0-d result and (N, 1, L) gives (N,) instead of (N, 1).
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.max(dim=-1, keepdim=True).values
        out = m + (x - m).exp().sum(dim=-1, keepdim=True).log()
        ctx.save_for_backward(x, out)
        return out.squeeze()

    @staticmethod
    def backward(ctx, grad_output):
        x, out = ctx.saved_tensors
        return grad_output.reshape(out.shape) * (x - out).exp()
