# Diagnosis: overflow
# Pitfall: no max trick in forward; exp(1000) is inf, so large inputs give inf.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        result = torch.log(torch.exp(x).sum(dim=-1))
        ctx.save_for_backward(x, result)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        x, result = ctx.saved_tensors
        return grad_output.unsqueeze(-1) * torch.exp(x - result.unsqueeze(-1))
