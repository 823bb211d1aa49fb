# Mistake: "`forward` must be stable for large inputs ... `m = max(x)`" over the *last dimension* — one global maximum for the whole tensor: a row whose values are hundreds below another row's has every exp(x - m) underflow to 0 and gets log(0) = -inf (and an empty batch raises in max()).
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
