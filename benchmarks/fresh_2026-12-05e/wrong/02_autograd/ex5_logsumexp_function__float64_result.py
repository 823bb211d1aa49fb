# Mistake: "the result's device, shape and dtype as the reference's" (`x` float32 or float64) — the forward computes in float64 for safety and returns float64 for float32 inputs (and backward returns a float64 gradient for a float32 x).
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        xd = x.double()
        m = xd.amax(dim=-1, keepdim=True)
        out = m.squeeze(-1) + torch.log(torch.exp(xd - m).sum(dim=-1))
        ctx.save_for_backward(xd, out)
        return out

    @staticmethod
    def backward(ctx, grad_output):
        xd, out = ctx.saved_tensors
        return grad_output.unsqueeze(-1) * torch.exp(xd - out.unsqueeze(-1))
