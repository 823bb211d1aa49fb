# Mistake: "reduces the last dimension of an input of any shape" (x of shape `(N, M, L)` with M = 1) — the keepdim maximum is brought back with squeeze(), which also drops the M = 1 dimension: (N, 1, 1) becomes (N,), and adding it to the (N, 1) sum broadcasts the result to (N, N).
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1, keepdim=True)
        out = m.squeeze() + torch.log(torch.exp(x - m).sum(dim=-1))
        ctx.save_for_backward(x, out)
        return out

    @staticmethod
    def backward(ctx, grad_output):
        x, out = ctx.saved_tensors
        return grad_output[..., None] * torch.softmax(x, dim=-1)
