# Mistake: "inputs on an accelerator (a GPU): the result as the reference's, on the same device (... tensors made on the CPU do not mix with its tensors)" — builds the "no scaling" branch with torch.ones(shape), a CPU tensor, which cannot be mixed with an accelerator's (or meta) tensors in torch.where
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        m = x.abs().amax(dim=1, keepdim=True)
        one = torch.ones(m.shape, dtype=x.dtype)
        safe = torch.where(m > self.limit, m, one)
        return x * torch.where(m > self.limit, self.limit / safe, one)
