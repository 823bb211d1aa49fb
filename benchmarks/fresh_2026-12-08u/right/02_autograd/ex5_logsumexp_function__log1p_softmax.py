# Right: the maximum's own term (exactly 1) is taken out of the sum and added back with log1p over the other terms, and backward calls torch.softmax on the saved input.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1, keepdim=True)
        rest = torch.exp(x - m).sum(dim=-1, keepdim=True) - 1.0   # the maximum contributes exp(0) = 1
        result = (m + torch.log1p(rest)).squeeze(-1)
        ctx.save_for_backward(x)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return torch.softmax(x, dim=-1) * grad_output.unsqueeze(-1)
