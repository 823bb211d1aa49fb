# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device" - builds the "1" of min(1, limit / m) with torch.ones(N, 1, dtype=x.dtype), which lives on the CPU, so an input on a GPU (or meta) fails with a device-mismatch error.
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        m = x.abs().amax(dim=1, keepdim=True)
        one = torch.ones(x.shape[0], 1, dtype=x.dtype)
        return x * torch.minimum(one, self.limit / m.clamp(min=self.limit))
