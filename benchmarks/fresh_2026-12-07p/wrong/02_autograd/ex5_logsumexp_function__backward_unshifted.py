# Mistake: "a backward that computes the softmax as `exp(x) / exp(x).sum()`, which overflows just like the naive forward" and "`backward` must return the gradient ..., also finite for large inputs": forward uses the max trick but backward does not, so inputs near 1000 give inf / inf = NaN gradients.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1, keepdim=True)
        out = (m + torch.log(torch.exp(x - m).sum(dim=-1, keepdim=True))).squeeze(-1)
        ctx.save_for_backward(x)
        return out

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        e = torch.exp(x)
        return grad_output.unsqueeze(-1) * e / e.sum(dim=-1, keepdim=True)
