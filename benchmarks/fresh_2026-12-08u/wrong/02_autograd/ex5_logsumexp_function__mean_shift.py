# Mistake: "The stable way subtracts the maximum first: `m + log(Σ exp(x_i - m))` with `m = max(x)` ... `forward` must be stable for large inputs": this forward shifts by the row's mean instead, which is stable on rows of similar values such as [1000, 1000, 990] but overflows to inf on a row that spreads far, e.g. [-1000, 1000] or [0, 300] in float32.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        c = x.mean(dim=-1, keepdim=True)
        result = (c + torch.log(torch.exp(x - c).sum(dim=-1, keepdim=True))).squeeze(-1)
        ctx.save_for_backward(x, result)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        x, result = ctx.saved_tensors
        return grad_output.unsqueeze(-1) * torch.exp(x - result.unsqueeze(-1))
