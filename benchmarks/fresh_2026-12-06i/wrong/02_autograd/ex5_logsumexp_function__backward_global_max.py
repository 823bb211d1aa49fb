# Mistake: "`backward` must return the gradient with respect to `x` ... also finite for large inputs" (inputs of any shape, N ∈ {0, ...}) — backward recomputes the softmax with one maximum over the whole tensor instead of per row: a row far below the largest value underflows to 0 / 0 = NaN, and an empty batch (N = 0) makes x.max() raise.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1, keepdim=True)
        result = (m + torch.log(torch.exp(x - m).sum(dim=-1, keepdim=True))).squeeze(-1)
        ctx.save_for_backward(x)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        e = torch.exp(x - x.max())                 # stable: nothing above exp(0)
        softmax = e / e.sum(dim=-1, keepdim=True)
        return grad_output.unsqueeze(-1) * softmax
