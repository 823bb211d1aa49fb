# Mistake: "a `torch.autograd.Function` that reduces the last dimension of an input of any shape" with "`x`: shape `(L,)`, `(N, L)` or `(N, M, L)`": backward unsqueezes grad_output at dimension 1, which is the last dimension only for 2-D inputs, so backward raises for (L,) and (N, M, L) inputs (or broadcasts wrongly when M == L).
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1, keepdim=True)
        out = m.squeeze(-1) + torch.log(torch.exp(x - m).sum(dim=-1))
        ctx.save_for_backward(x)
        return out

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output.unsqueeze(1) * torch.softmax(x, dim=-1)
