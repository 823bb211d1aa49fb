# Mistake: "`m + log(Σ exp(x_i - m))` with `m = max(x)`" and "ordinary values (positive and negative)": subtracting the largest magnitude instead of the maximum underflows every exp on a row of large negative values (e.g. [-1000, -990]), giving -inf.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.abs().amax(dim=-1, keepdim=True)
        out = (m + torch.log(torch.exp(x - m).sum(dim=-1, keepdim=True))).squeeze(-1)
        ctx.save_for_backward(x, out)
        return out

    @staticmethod
    def backward(ctx, grad_output):
        x, out = ctx.saved_tensors
        return grad_output.unsqueeze(-1) * torch.exp(x - out.unsqueeze(-1))
