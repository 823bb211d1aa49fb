# Mistake: "reduces the last dimension of an input of any shape" (x of shape (L,), (N, L) or (N, M, L)): the maximum is put back with unsqueeze(1), which lines up only for 2-D input, so a (L,) input raises and an (N, M, L) input fails to broadcast (or, when M == L, subtracts the wrong maxima).
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.max(dim=-1).values                       # one maximum per row
        result = m + torch.log(torch.exp(x - m.unsqueeze(1)).sum(dim=-1))
        ctx.save_for_backward(x, result)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        x, result = ctx.saved_tensors
        return grad_output[..., None] * torch.exp(x - result[..., None])
