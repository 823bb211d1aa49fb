# Right: uses max(...).values without keepdim and log1p of the other terms' sum in forward; backward uses torch.softmax of the saved input.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.max(dim=-1).values
        # sum(exp(x - m)) = 1 + (sum(exp(x - m)) - 1); at least one term is exp(0) = 1
        rest = torch.exp(x - m.unsqueeze(-1)).sum(dim=-1) - 1
        ctx.save_for_backward(x)
        return m + torch.log1p(rest)

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return torch.softmax(x, dim=-1) * grad_output.unsqueeze(-1)
