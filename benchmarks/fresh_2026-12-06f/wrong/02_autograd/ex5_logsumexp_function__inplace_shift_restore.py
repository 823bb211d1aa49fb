# Mistake: "the inputs come back unchanged" — to save memory the forward shifts x in place (x.sub_(m)) and adds m back afterwards; (x - m) + m is not always x in floating point, so the caller's x changes in its last bits (and its version counter moves).
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1, keepdim=True)
        x.sub_(m)
        s = torch.exp(x).sum(dim=-1)
        x.add_(m)
        out = m.squeeze(-1) + torch.log(s)
        ctx.save_for_backward(x.clone(), out)
        return out

    @staticmethod
    def backward(ctx, grad_output):
        x, out = ctx.saved_tensors
        return grad_output.unsqueeze(-1) * torch.exp(x - out.unsqueeze(-1))
