# Mistake: "reduce the last dimension only" with sizes N ∈ {1, ...}, M ∈ {1, ...}: .squeeze() drops every size-1 dimension, so (1, L) gives a 0-d result and (N, 1, L) gives (N,) instead of (N, 1).
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.max(dim=-1, keepdim=True).values
        out = (m + (x - m).exp().sum(dim=-1, keepdim=True).log()).squeeze()
        ctx.save_for_backward(x, m)
        return out

    @staticmethod
    def backward(ctx, grad_output):
        x, m = ctx.saved_tensors
        e = torch.exp(x - m)
        return grad_output.reshape(m.shape) * e / e.sum(dim=-1, keepdim=True)
