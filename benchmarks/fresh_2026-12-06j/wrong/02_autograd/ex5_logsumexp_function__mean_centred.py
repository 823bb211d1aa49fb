# Mistake: "forward must be stable for large inputs" (the stable way "subtracts the maximum first"): the row mean is subtracted instead of the maximum, which is enough for [1000, 1000, 990] but overflows as soon as a row spreads more than about 88 above its mean in float32 (e.g. [1000, -1000] gives inf).
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        c = x.mean(dim=-1, keepdim=True)
        result = c.squeeze(-1) + torch.log(torch.exp(x - c).sum(dim=-1))
        ctx.save_for_backward(x, result)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        x, result = ctx.saved_tensors
        return grad_output.unsqueeze(-1) * torch.exp(x - result.unsqueeze(-1))
