# Mistake: "`forward` must be stable for large inputs (the tests use values near 1000)" — exp(1000) overflows to inf
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        out = torch.log(torch.exp(x).sum(dim=-1))
        ctx.save_for_backward(x)
        return out

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output.unsqueeze(-1) * torch.softmax(x, dim=-1)
