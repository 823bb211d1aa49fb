# Right: forward reduces the last dimension pairwise with torch.logaddexp (stable by construction, never forming exp of a large number; not one of the forbidden logsumexp calls), backward returns grad_output[..., None] * softmax(x) via torch.softmax as allowed.
import functools


class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        columns = x.unbind(dim=-1)
        result = functools.reduce(torch.logaddexp, columns[1:], columns[0].clone())
        ctx.save_for_backward(x)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output.unsqueeze(-1) * torch.softmax(x, dim=-1)
