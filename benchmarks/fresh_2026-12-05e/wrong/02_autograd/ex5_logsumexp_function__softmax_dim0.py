# Mistake: "the softmax of `x`" over the reduced last dimension — backward uses torch.softmax(x, dim=0), which is right for a 1-D x (L,) but normalises over the batch for (N, L) and (N, M, L).
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1, keepdim=True)
        out = m.squeeze(-1) + torch.exp(x - m).sum(dim=-1).log()
        ctx.save_for_backward(x)
        return out

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return torch.softmax(x, dim=0) * grad_output.unsqueeze(-1)
