# Right: forward uses keepdim=True throughout and squeezes only dim -1; backward is exp(x - result) from the saved input and output.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = torch.amax(x, dim=-1, keepdim=True)
        lse = torch.log(torch.sum(torch.exp(x - m), dim=-1, keepdim=True)) + m
        ctx.save_for_backward(x, lse)
        return lse.squeeze(-1)

    @staticmethod
    def backward(ctx, grad_output):
        x, lse = ctx.saved_tensors
        return grad_output.unsqueeze(-1) * torch.exp(x - lse)
