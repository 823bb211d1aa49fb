# Mistake: "forward must be stable for large inputs ... The stable way subtracts the maximum first" (values of a few hundred, up to about 1000) — it centres by the mean instead of the maximum; a row such as [-500, 500] still has exp(500) = inf in float32 (and a mean of values near the dtype's largest overflows), so the result is inf.
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
