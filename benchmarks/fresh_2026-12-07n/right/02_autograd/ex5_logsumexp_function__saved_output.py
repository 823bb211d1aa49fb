# Right: saves input and output and returns exp(x - result) times grad_output; the forward's max is taken with amax and kept with keepdim, the result squeezed on dim -1 only.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        peak = x.amax(dim=-1, keepdim=True)
        result = (peak + (x - peak).exp().sum(dim=-1, keepdim=True).log()).squeeze(-1)
        ctx.save_for_backward(x, result)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        x, result = ctx.saved_tensors
        return grad_output.unsqueeze(-1) * (x - result.unsqueeze(-1)).exp()
