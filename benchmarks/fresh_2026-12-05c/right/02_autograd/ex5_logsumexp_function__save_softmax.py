# Right: forward computes the shifted exponentials once, keeps the normalised softmax for backward (stable, never exp of a large value), and returns m + log(sum)
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m, _ = torch.max(x, dim=-1, keepdim=True)
        e = torch.exp(x - m)
        s = e.sum(dim=-1, keepdim=True)
        ctx.save_for_backward(e / s)
        return (m + s.log()).squeeze(-1)

    @staticmethod
    def backward(ctx, grad_output):
        (p,) = ctx.saved_tensors
        return p * grad_output[..., None]
