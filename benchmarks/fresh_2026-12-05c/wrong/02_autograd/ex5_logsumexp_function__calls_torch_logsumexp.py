# Mistake: "Write both yourself: the tests check that `forward` does not call `torch.logsumexp`" — forward delegates to torch.logsumexp
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        out = torch.logsumexp(x, dim=-1)
        ctx.save_for_backward(x, out)
        return out

    @staticmethod
    def backward(ctx, grad_output):
        x, out = ctx.saved_tensors
        return grad_output.unsqueeze(-1) * torch.exp(x - out.unsqueeze(-1))
