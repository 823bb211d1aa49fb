# Right: forward folds the last dimension with torch.logaddexp (stable for any magnitude, and not logsumexp), one slice at a time (L is small); backward recomputes the softmax with torch.softmax (allowed) and scales it by grad_output unsqueezed on the last dimension.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        out = x[..., 0]
        for i in range(1, x.shape[-1]):
            out = torch.logaddexp(out, x[..., i])
        ctx.save_for_backward(x)
        return out.clone()

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output.unsqueeze(-1) * torch.softmax(x, dim=-1)
