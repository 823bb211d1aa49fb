# Mistake: "`forward` must be stable for large inputs (the tests use values of a few hundred, up to about 1000 ...)": it shifts by the mean instead of the maximum, which keeps the numbers small only when they are close together; a row such as [900, -900] still has exp(900) = inf, so the result is inf.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        c = x.mean(dim=-1, keepdim=True)              # centre the row before exp
        out = (c + torch.log(torch.exp(x - c).sum(dim=-1, keepdim=True))).squeeze(-1)
        ctx.save_for_backward(x, out)
        return out

    @staticmethod
    def backward(ctx, grad_output):
        x, out = ctx.saved_tensors
        return grad_output.unsqueeze(-1) * torch.exp(x - out.unsqueeze(-1))
