# Mistake: "backward must return the gradient with respect to x, of x's shape" for x of shape (L,), (N, L) or (N, M, L): grad_output is reshaped into a column with view(-1, 1), which lines up only for 2-D input (and 3-D with N = 1); for (N, M, L) with N >= 2 the product fails to broadcast and backward raises.
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
        return grad_output.view(-1, 1) * torch.softmax(x, dim=-1)
