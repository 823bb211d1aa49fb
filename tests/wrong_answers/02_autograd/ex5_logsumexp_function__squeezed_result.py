# Diagnosis: wrong-shape
# Pitfall: squeeze() on the result drops a batch dimension of size 1.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1, keepdim=True)
        result = (m + torch.log(torch.exp(x - m).sum(dim=-1, keepdim=True))).squeeze()
        ctx.save_for_backward(x, result)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        x, result = ctx.saved_tensors
        return grad_output.reshape(*x.shape[:-1], 1) * torch.exp(x - result.reshape(*x.shape[:-1], 1))
