# Diagnosis: backward-overflows
# Pitfall: a stable forward, but backward computes the softmax as exp(x) / sum(exp(x)): inf / inf.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1, keepdim=True)
        result = m.squeeze(-1) + torch.log(torch.exp(x - m).sum(dim=-1))
        ctx.save_for_backward(x)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        e = torch.exp(x)
        return grad_output.unsqueeze(-1) * e / e.sum(dim=-1, keepdim=True)
