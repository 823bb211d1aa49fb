# Mistake: "reduces the last dimension of an input of any shape ... `backward` must return the gradient with respect to `x`, of `x`'s shape": grad_output is unsqueezed with [:, None], right for an (N, L) input only; a (L,) input (0-d grad_output) raises in backward, and an (N, M, L) input with M > 1 gets a (N, 1, M) factor that does not line up with (N, M, L).
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1, keepdim=True)
        result = (m + torch.log(torch.exp(x - m).sum(dim=-1, keepdim=True))).squeeze(-1)
        ctx.save_for_backward(x, result)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        x, result = ctx.saved_tensors
        return grad_output[:, None] * torch.softmax(x, dim=-1)
