# Diagnosis: used-logsumexp
# Pitfall: forward calls the library's logsumexp instead of writing the max trick.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        result = x.logsumexp(dim=-1)
        ctx.save_for_backward(x, result)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        x, result = ctx.saved_tensors
        return grad_output.unsqueeze(-1) * torch.exp(x - result.unsqueeze(-1))
