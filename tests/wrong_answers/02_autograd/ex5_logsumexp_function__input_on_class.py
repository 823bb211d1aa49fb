# Diagnosis: state-outside-ctx
# Mistake: "called as LogSumExp.apply(x)" (each call its own ctx) — the input is kept on the class (LogSumExp.saved) instead of ctx, so a second apply before the first backward overwrites it: the first call's gradient is then computed from the second call's x (wrong values, or a shape error)
class LogSumExp(torch.autograd.Function):
    saved = None

    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1, keepdim=True)
        LogSumExp.saved = x.detach()
        return (m + torch.log(torch.exp(x - m).sum(dim=-1, keepdim=True))).squeeze(-1)

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output.unsqueeze(-1) * torch.softmax(LogSumExp.saved, dim=-1)
