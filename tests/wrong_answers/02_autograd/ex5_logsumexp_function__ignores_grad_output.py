# Diagnosis: grad-output-ignored
# Pitfall: backward returns the softmax alone, forgetting to multiply by grad_output.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1, keepdim=True)
        result = m.squeeze(-1) + torch.log(torch.exp(x - m).sum(dim=-1))
        ctx.save_for_backward(x, result)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        x, result = ctx.saved_tensors
        return torch.exp(x - result.unsqueeze(-1))
