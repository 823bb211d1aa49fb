# Mistake: "the inputs come back unchanged" — the maximum is subtracted from x in place (sub_) to save memory, so the caller's tensor is shifted (a leaf that requires grad is not touched inside forward's no-grad context, but any plain tensor is).
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1, keepdim=True)
        shifted = x.sub_(m)
        s = shifted.exp().sum(dim=-1)
        out = m.squeeze(-1) + s.log()
        ctx.save_for_backward(shifted, s)
        return out

    @staticmethod
    def backward(ctx, grad_output):
        shifted, s = ctx.saved_tensors
        return grad_output.unsqueeze(-1) * shifted.exp() / s.unsqueeze(-1)
