# Mistake: "`forward` must be stable for large inputs" / "The stable way subtracts the maximum" — shifting by the mean instead keeps exp's argument small only when the values are close together; for [1000, 0] it computes exp(500), which overflows float32 to inf.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        c = x.mean(dim=-1, keepdim=True)
        out = (c + torch.log(torch.exp(x - c).sum(dim=-1, keepdim=True))).squeeze(-1)
        ctx.save_for_backward(x, out)
        return out

    @staticmethod
    def backward(ctx, grad_output):
        x, out = ctx.saved_tensors
        return grad_output[..., None] * torch.exp(x - out[..., None])
