# Right: forward with max().values and keepdim; backward uses torch.softmax (stable) scaled by grad_output.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        shift = x.max(dim=-1, keepdim=True).values
        summed = (x - shift).exp().sum(dim=-1, keepdim=True)
        ctx.save_for_backward(x)
        return (summed.log() + shift).squeeze(-1)

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return torch.softmax(x, dim=-1) * grad_output[..., None]
