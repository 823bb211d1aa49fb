# Mistake: must-handle "inputs on an accelerator (a GPU): the result as the reference's, on the same device" — it computes log-sum-exp online (running max and rescaled running sum over the last dimension), but creates the two accumulators with torch.full/torch.zeros without device=, on the CPU, so a GPU input meets CPU tensors.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = torch.full(x.shape[:-1], float("-inf"), dtype=x.dtype)
        s = torch.zeros(x.shape[:-1], dtype=x.dtype)
        for j in range(x.shape[-1]):
            xj = x[..., j]
            new_m = torch.maximum(m, xj)
            s = s * torch.exp(m - new_m) + torch.exp(xj - new_m)
            m = new_m
        result = m + torch.log(s)
        ctx.save_for_backward(x, result)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        x, result = ctx.saved_tensors
        return grad_output.unsqueeze(-1) * torch.exp(x - result.unsqueeze(-1))
