# Diagnosis: grad-shape
# Pitfall: multiplies grad_output (one value per row) against the softmax without unsqueezing it.
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
        return grad_output * torch.exp(x - result.unsqueeze(-1))
