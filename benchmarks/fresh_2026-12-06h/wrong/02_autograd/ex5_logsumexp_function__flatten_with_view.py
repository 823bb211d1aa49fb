# Mistake: "x: ... memory layouts: contiguous, strided or transposed" — it flattens the leading dimensions with x.view(-1, L) to work on rows, which raises RuntimeError for a transposed or strided (N, M, L) input whose leading dimensions cannot be merged without a copy.
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        rows = x.view(-1, x.shape[-1])
        m = rows.max(dim=1, keepdim=True).values
        flat = (m + torch.log(torch.exp(rows - m).sum(dim=1, keepdim=True))).squeeze(1)
        result = flat.view(x.shape[:-1])
        ctx.save_for_backward(x, result)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        x, result = ctx.saved_tensors
        return grad_output.unsqueeze(-1) * torch.exp(x - result.unsqueeze(-1))
