# Diagnosis: max-not-added-back
# Pitfall: subtracts the maximum for stability and forgets to add it back after the log.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1, keepdim=True)
        result = torch.log(torch.exp(x - m).sum(dim=-1))
        ctx.save_for_backward(x, m)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        x, m = ctx.saved_tensors
        e = torch.exp(x - m)
        return grad_output.unsqueeze(-1) * e / e.sum(dim=-1, keepdim=True)
