# Mistake: "the inputs come back unchanged (the same objects in the same places, with the same values)" — forward shifts x in place by its maximum (to avoid a temporary the size of x) and adds the maximum back afterwards; x - m + m is not x in floating point (last digits change, and near the dtype's largest x - m overflows to -inf, which adding m cannot undo), so the caller's x comes back altered.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1, keepdim=True)
        x.sub_(m)                                  # in place: no temporary the size of x
        e = torch.exp(x)
        total = e.sum(dim=-1, keepdim=True)
        x.add_(m)                                  # put the input back
        ctx.save_for_backward(e / total)           # the softmax, all backward needs
        return (m + torch.log(total)).squeeze(-1)

    @staticmethod
    def backward(ctx, grad_output):
        (softmax,) = ctx.saved_tensors
        return grad_output.unsqueeze(-1) * softmax
