# Mistake: "the result's device, shape and dtype as the reference's" — computes in float64 "for stability" and returns that float64 tensor, so a float32 input gets a float64 result (and a device without float64, such as Apple's MPS, fails)
class LogSumExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        x64 = x.to(torch.float64)
        m = x64.amax(dim=-1, keepdim=True)
        result = (m + torch.log(torch.exp(x64 - m).sum(dim=-1, keepdim=True))).squeeze(-1)
        ctx.save_for_backward(x64, result)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        x64, result = ctx.saved_tensors
        return grad_output.unsqueeze(-1) * torch.exp(x64 - result.unsqueeze(-1))
