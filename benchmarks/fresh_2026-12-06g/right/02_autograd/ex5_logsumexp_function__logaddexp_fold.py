# Right: folds the last dimension with torch.logaddexp (itself stable, no exp of a large number), which is log(sum(exp(x))) without any max trick written out; backward saves the result and returns grad_output[..., None] * exp(x - result[..., None]), finite because x <= result
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        result = x[..., 0]
        for i in range(1, x.shape[-1]):
            result = torch.logaddexp(result, x[..., i])
        result = result.clone()              # never a view of x (L == 1)
        ctx.save_for_backward(x, result)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        x, result = ctx.saved_tensors
        return grad_output.unsqueeze(-1) * torch.exp(x - result.unsqueeze(-1))
