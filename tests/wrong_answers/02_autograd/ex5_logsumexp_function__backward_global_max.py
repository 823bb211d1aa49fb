# Diagnosis: backward-overflows
# Pitfall: the backward's softmax shifted by one maximum over the whole tensor, not each row's: a row far below it underflows to 0 / 0.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        m = x.amax(dim=-1, keepdim=True)
        result = (m + torch.log(torch.exp(x - m).sum(dim=-1, keepdim=True))).squeeze(-1)
        ctx.save_for_backward(x)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        e = torch.exp(x - x.max())                 # stable: nothing above exp(0)
        softmax = e / e.sum(dim=-1, keepdim=True)
        return grad_output.unsqueeze(-1) * softmax
