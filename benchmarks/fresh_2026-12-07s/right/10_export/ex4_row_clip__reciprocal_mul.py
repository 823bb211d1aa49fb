# Right: takes the maximum of x.abs() with max(dim=1).values, unsqueezes it, and writes the factor as limit * reciprocal(max(m, limit)), mirroring how PyTorch computes limit / m.
class RowClip(nn.Module):
    def __init__(self, limit):
        super().__init__()
        self.limit = limit

    def forward(self, x):
        m = x.abs().max(dim=1).values.unsqueeze(1)
        factor = torch.clamp_min(m, self.limit).reciprocal() * self.limit
        return x * factor
