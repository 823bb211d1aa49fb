# Right: saves the shifted exponentials and their sum instead of x and the result; backward divides them (a stable softmax) and scales by grad_output.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1, keepdim=True)
        e = torch.exp(x - m)
        s = e.sum(dim=-1, keepdim=True)
        ctx.save_for_backward(e, s)
        return (torch.log(s) + m).squeeze(-1)

    @staticmethod
    def backward(ctx, grad_output):
        e, s = ctx.saved_tensors
        return grad_output.unsqueeze(-1) * (e / s)
