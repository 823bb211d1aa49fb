# Right: a torch.autograd.Function with a hand-written backward, grad / x where x > 0 and 0 elsewhere (inf where 1/x overflows, as log's own backward gives).
class _LogOrZero(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        positive = x > 0
        safe = torch.where(positive, x, torch.ones_like(x))
        ctx.save_for_backward(safe, positive)
        return torch.where(positive, torch.log(safe), torch.zeros_like(x))

    @staticmethod
    def backward(ctx, grad_output):
        safe, positive = ctx.saved_tensors
        return torch.where(positive, grad_output / safe, torch.zeros_like(grad_output))


def log_or_zero(x):
    return _LogOrZero.apply(x)
