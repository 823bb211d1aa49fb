# Mistake: "reduces the last dimension of an input of any shape" / "`x`: shape `(L,)`, `(N, L)` or `(N, M, L)`": backward lifts grad_output with unsqueeze(1), right for (N, L) only; a (L,) input raises (0-d grad_output has no dim 1) and an (N, M, L) input gets a (N, 1, M) factor that does not line up with the softmax.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1, keepdim=True)
        result = (m + torch.log(torch.exp(x - m).sum(dim=-1, keepdim=True))).squeeze(-1)
        ctx.save_for_backward(x, result)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        x, result = ctx.saved_tensors
        return grad_output.unsqueeze(1) * torch.exp(x - result.unsqueeze(1))
