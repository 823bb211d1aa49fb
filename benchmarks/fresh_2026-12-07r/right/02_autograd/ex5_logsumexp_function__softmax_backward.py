# Right: saves only x; forward uses max(...).values and log of the shifted sum; backward uses torch.softmax(x, -1) times grad_output[..., None].
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.max(dim=-1).values
        shifted = x - m.unsqueeze(-1)
        ctx.save_for_backward(x)
        return m + shifted.exp().sum(dim=-1).log()

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output[..., None] * torch.softmax(x, dim=-1)
