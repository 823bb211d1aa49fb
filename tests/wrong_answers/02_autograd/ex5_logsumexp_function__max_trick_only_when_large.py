# Diagnosis: domain-wrong-result
# Pitfall: the max trick only when the largest value is big: a row of strongly negative values underflows, exp gives 0 and log(0) = -inf.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        if x.numel() and x.max() > 80:
            m = x.amax(dim=-1, keepdim=True)
            result = m.squeeze(-1) + torch.log(torch.exp(x - m).sum(dim=-1))
        else:
            result = torch.log(torch.exp(x).sum(dim=-1))
        ctx.save_for_backward(x, result)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        x, result = ctx.saved_tensors
        return grad_output.unsqueeze(-1) * torch.exp(x - result.unsqueeze(-1))
