# Mistake: "forward must be stable for large inputs" (with "the ordinary values are hundreds in size") — shifts by the row's mean instead of its maximum, which is stable when a row's values are close together (the visible [1000, 1000, 990]) but overflows to inf when one value lies more than ~88 above the mean (a row such as [-300, 400])
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
