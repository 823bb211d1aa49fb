# Mistake: "one that subtracts the maximum and forgets to add it back" — returns log(Σ exp(x - m)), off by m
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.max(dim=-1, keepdim=True).values
        ctx.save_for_backward(x)
        return torch.log(torch.exp(x - m).sum(dim=-1))

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output.unsqueeze(-1) * torch.softmax(x, dim=-1)
