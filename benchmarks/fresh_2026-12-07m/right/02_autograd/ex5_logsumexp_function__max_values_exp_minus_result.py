# Right: forward uses torch.max(...).values without keepdim and unsqueezes it where needed; backward recomputes exp(x - result) from the saved input and output.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = torch.max(x, dim=-1).values
        result = torch.exp(x - m.unsqueeze(-1)).sum(dim=-1).log().add(m)
        ctx.save_for_backward(x, result)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        x, result = ctx.saved_tensors
        return grad_output.unsqueeze(-1) * torch.exp(x - result.unsqueeze(-1))
