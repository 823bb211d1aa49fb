# Right: forward saves the shifted exponentials and their sum (shift = per-row max, so every exponent <= 0 and the sum >= 1); backward normalises them itself (softmax = e / sum, exact even when two entries sit near the dtype's largest value) and scales by grad_output broadcast over the last dimension.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = torch.amax(x, dim=-1, keepdim=True)
        e = torch.exp(x - m)
        total = e.sum(dim=-1, keepdim=True)
        ctx.save_for_backward(e, total)
        return (m + torch.log(total)).squeeze(-1)

    @staticmethod
    def backward(ctx, grad_output):
        e, total = ctx.saved_tensors
        return (e / total) * grad_output.unsqueeze(-1)
