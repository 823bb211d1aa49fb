# Mistake: "a `torch.autograd.Function` that reduces the last dimension of an input of any shape" (`(L,)`, `(N, L)` or `(N, M, L)`): backward takes the softmax over dim=1, which is the last dimension only for 2-D inputs; a 1-D input raises and an (N, M, L) input gets the softmax over M.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1, keepdim=True)
        out = (m + torch.log(torch.exp(x - m).sum(dim=-1, keepdim=True))).squeeze(-1)
        ctx.save_for_backward(x)
        return out

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output.unsqueeze(-1) * torch.softmax(x, dim=1)
