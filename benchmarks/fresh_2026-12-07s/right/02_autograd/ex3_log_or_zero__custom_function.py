# Right: a torch.autograd.Function with its own backward (grad * 1/x selected where x > 0), so no NaN is ever formed in a differentiated graph.
class _LogOrZero(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        positive = x > 0
        ctx.save_for_backward(x)
        return torch.where(positive, torch.log(torch.where(positive, x, torch.ones_like(x))),
                           torch.zeros_like(x))

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        positive = x > 0
        safe = torch.where(positive, x, torch.ones_like(x))
        return torch.where(positive, grad_output / safe, torch.zeros_like(grad_output))


def log_or_zero(x):
    return _LogOrZero.apply(x)
