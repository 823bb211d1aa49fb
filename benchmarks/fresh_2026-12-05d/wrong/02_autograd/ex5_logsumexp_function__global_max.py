# Mistake: "`m + log(Σ exp(x_i - m))` with `m = max(x)`" over the last dimension — the maximum is taken over the whole tensor, so a row of small values next to a row near 1000 underflows: exp(x - 1000) is 0 for every entry and that row's result is -inf.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.max()
        out = m + torch.log(torch.exp(x - m).sum(dim=-1))
        ctx.save_for_backward(x, out)
        return out

    @staticmethod
    def backward(ctx, grad_output):
        x, out = ctx.saved_tensors
        return grad_output.unsqueeze(-1) * torch.exp(x - out.unsqueeze(-1))
