# Mistake: "the result has shape `x.shape[:-1]`: the last dimension is removed, not kept as 1": the kept-dim maximum is dropped with m.squeeze() (every size-1 dimension), so for an (N, M, L) input with M = 1 and N > 1 the log term of shape (N, 1) broadcasts against m of shape (N,) into an (N, N) result.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.max(dim=-1, keepdim=True).values
        result = torch.log(torch.exp(x - m).sum(dim=-1)) + m.squeeze()
        ctx.save_for_backward(x, result)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        x, result = ctx.saved_tensors
        return grad_output.unsqueeze(-1) * torch.exp(x - result.unsqueeze(-1))
