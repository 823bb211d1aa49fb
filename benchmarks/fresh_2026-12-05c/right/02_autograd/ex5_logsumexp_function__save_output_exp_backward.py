# Right: stable forward with the row maximum added back; backward uses exp(x - lse), the stable softmax, times grad_output unsqueezed over the reduced dimension
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1, keepdim=True)
        lse = m.squeeze(-1) + torch.log(torch.sum(torch.exp(x - m), dim=-1))
        ctx.save_for_backward(x, lse)
        return lse

    @staticmethod
    def backward(ctx, grad_output):
        x, lse = ctx.saved_tensors
        return grad_output.unsqueeze(-1) * torch.exp(x - lse.unsqueeze(-1))
