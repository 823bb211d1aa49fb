# Mistake: "reduces the last dimension of an input of any shape" (x: (L,), (N, L) or (N, M, L)) with "backward must return the gradient with respect to x, of x's shape" — backward adds the reduced axis with grad_output[:, None], right only for 2-D x: for (L,) grad_output is 0-d and indexing raises, for (N, M, L) it becomes (N, 1, M) and misaligns.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1, keepdim=True)
        result = m.squeeze(-1) + torch.log(torch.exp(x - m).sum(dim=-1))
        ctx.save_for_backward(x, result)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        x, result = ctx.saved_tensors
        softmax = torch.exp(x - result[:, None])
        return grad_output[:, None] * softmax
