# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device" (and "inputs on the `meta` device") — builds the cap of 1 with torch.ones(N, 1), which lands on the default device (the CPU) in the default dtype: right for CPU inputs, but torch.minimum then mixes a CPU tensor with a GPU or meta one and raises
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        m = x.abs().amax(dim=1, keepdim=True)
        scale = torch.minimum(torch.ones(x.shape[0], 1), self.limit / m.clamp(min=self.limit))
        return x * scale
