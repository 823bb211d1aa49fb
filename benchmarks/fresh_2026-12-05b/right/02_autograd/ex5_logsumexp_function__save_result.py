# Right: stable forward with amax; save x and the result; backward = grad_output[..., None] * exp(x - result).
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1)
        result = m + torch.log(torch.sum(torch.exp(x - m.unsqueeze(-1)), dim=-1))
        ctx.save_for_backward(x, result)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        x, result = ctx.saved_tensors
        return grad_output.unsqueeze(-1) * torch.exp(x - result.unsqueeze(-1))
