# Mistake: "reduces the last dimension of an input of any shape" with sizes "N ∈ {0, 1, 2, 3}; M ∈ {1, 2, 3}": the keepdim result is squeezed with squeeze() instead of squeeze(-1), so (1, L) gives a 0-d result instead of (1,), and (N, 1, L) gives (N,) instead of (N, 1).
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.max(dim=-1, keepdim=True).values
        out = (m + torch.exp(x - m).sum(dim=-1, keepdim=True).log()).squeeze()
        ctx.save_for_backward(x, m)
        return out

    @staticmethod
    def backward(ctx, grad_output):
        x, m = ctx.saved_tensors
        p = torch.exp(x - m)
        p = p / p.sum(dim=-1, keepdim=True)
        return grad_output.reshape(m.shape) * p
