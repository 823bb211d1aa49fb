# Right: saves only the input and recomputes the gradient with torch.softmax in backward (allowed by the prompt); forward uses torch.max(...).values and log of a keepdim sum.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        m = torch.max(x, dim=-1, keepdim=True).values
        return (torch.log(torch.sum(torch.exp(x - m), dim=-1, keepdim=True)) + m).squeeze(-1)

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return torch.softmax(x, dim=-1) * grad_output.unsqueeze(-1)
