# Right: a variant of the max trick: with m the row max, Σ exp(x - m) = 1 + (the rest), so the log is log1p(sum - 1); still max-shifted (every exponent <= 0, no overflow), the same value to rounding; backward is exp(x - result) times grad_output, both unsqueezed on the last dimension.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.max(dim=-1, keepdim=True).values
        e = torch.exp(x - m)
        rest = e.sum(dim=-1, keepdim=True) - 1.0
        result = (m + torch.log1p(rest)).squeeze(-1)
        ctx.save_for_backward(x, result)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        x, result = ctx.saved_tensors
        return torch.exp(x - result.unsqueeze(-1)) * grad_output.unsqueeze(-1)
