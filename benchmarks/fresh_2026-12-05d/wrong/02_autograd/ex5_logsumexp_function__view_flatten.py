# Mistake: "x: ... memory layouts: contiguous, strided or transposed" — the leading dimensions are flattened with x.view(-1, L) to work on 2-D only, which raises for a transposed or strided x.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        flat = x.view(-1, x.shape[-1])
        m = flat.amax(dim=1, keepdim=True)
        out = (m + torch.log(torch.exp(flat - m).sum(dim=1, keepdim=True))).view(x.shape[:-1])
        ctx.save_for_backward(x, out)
        return out

    @staticmethod
    def backward(ctx, grad_output):
        x, out = ctx.saved_tensors
        return grad_output[..., None] * torch.exp(x - out[..., None])
