# Mistake: "reduces the last dimension of an input of any shape" with x of shape `(N, M, L)`: grad_output.view(-1, 1) flattens (N, M) into one column, which does not broadcast against (N, M, L) when N >= 2 (backward fails).
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1, keepdim=True)
        out = m.squeeze(-1) + torch.log(torch.exp(x - m).sum(dim=-1))
        ctx.save_for_backward(x, out)
        return out

    @staticmethod
    def backward(ctx, grad_output):
        x, out = ctx.saved_tensors
        return grad_output.reshape(-1, 1) * torch.exp(x - out.unsqueeze(-1))
