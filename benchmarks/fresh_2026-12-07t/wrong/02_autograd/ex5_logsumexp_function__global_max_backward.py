# Mistake: "`backward` must return the gradient ... also finite for large inputs" with "sizes: N ∈ {0, ...}": backward recomputes the softmax with one global maximum over the whole tensor, so a row far below the largest value underflows to 0/0 = NaN (e.g. rows [1, 2, 3] and [1000, 1000, 990]), and an empty batch (N = 0) raises in max().
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1, keepdim=True)
        ctx.save_for_backward(x)
        return m.squeeze(-1) + torch.log(torch.exp(x - m).sum(dim=-1))

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        e = torch.exp(x - x.max())                 # stable softmax
        return grad_output[..., None] * e / e.sum(dim=-1, keepdim=True)
