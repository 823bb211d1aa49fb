# Right: forward computes the shifted exponentials once, returns m + log(sum) and saves the normalised softmax p = e / sum itself (instead of x or the result), so backward is only grad_output[..., None] * p.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = torch.amax(x, dim=-1, keepdim=True)
        e = torch.exp(x - m)
        total = e.sum(dim=-1, keepdim=True)
        ctx.save_for_backward(e / total)
        return (m + torch.log(total)).squeeze(-1)

    @staticmethod
    def backward(ctx, grad_output):
        (p,) = ctx.saved_tensors
        return grad_output[..., None] * p
