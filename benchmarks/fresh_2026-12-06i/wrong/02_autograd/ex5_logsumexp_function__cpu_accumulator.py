# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device" — the sum of exponentials is accumulated in a torch.zeros made on the CPU (shape and dtype taken from x, device forgotten), which does not mix with an accelerator's (or meta) tensors.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1)
        total = torch.zeros(x.shape[:-1], dtype=x.dtype)
        for i in range(x.shape[-1]):               # one exp per position along the last dimension
            total = total + torch.exp(x[..., i] - m)
        result = m + torch.log(total)
        ctx.save_for_backward(x, result)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        x, result = ctx.saved_tensors
        return grad_output.unsqueeze(-1) * torch.exp(x - result.unsqueeze(-1))
